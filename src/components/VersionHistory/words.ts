// What an edit changed, in words: the history of a question and the regrade preview say it the same way.
import type { VersionChange } from '@contract/exercise';
import type { useT } from '@/components/Locale';
import '@/locales/zh-CN/exercise-form';

export const changeWords = (t: ReturnType<typeof useT>, changes: readonly VersionChange[]) =>
  changes.map((c) => t(`exerciseForm.versions.change.${c}`)).join('、');
