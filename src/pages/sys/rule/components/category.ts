import { useMemo } from 'react';
import type { Rule } from '@contract/rule';
import { useT } from '@/components/Locale';
import '@/locales/zh-CN/sys';

type Category = Rule['category'];

export const CATEGORY_COLORS: Record<Category, string> = { exam: 'volcano', homework: 'blue', platform: 'green' };

/** ProTable valueEnum of the rule categories, in their display order. */
export function useCategoryEnum(): Record<Category, { text: string }> {
  const t = useT();
  return useMemo(
    () => ({
      exam: { text: t('rule.category.exam') },
      homework: { text: t('rule.category.homework') },
      platform: { text: t('rule.category.platform') },
    }),
    [t],
  );
}
