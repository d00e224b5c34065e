// The question editor: the form, kept as a draft in this browser until it is saved (and offered back with a notice
// when the editor opens again), and what happens after a save: back to the list, or on to the next new question.
import { App } from 'antd';
import { useEffect } from 'react';
import type { Exercise } from '@contract/exercise';
import DraftRestoredAlert from '@/components/Draft/RestoredAlert';
import { useT } from '@/components/Locale';
import { exerciseDraftKey, useExerciseDraft } from './draft';
import ExerciseFormBody from './ExerciseFormBody';
import { emptyValues, nextValues, valuesOfExercise, type ExerciseTarget, type ExerciseValues } from './values';
import '@/locales/zh-CN/exercise-form';

type Props = {
  target: ExerciseTarget;
  /** the saved question; null for a new one */
  exercise: Exercise | null;
  readOnly: boolean;
  /** after 保存 (not after 保存并继续新建, which stays for the next question) */
  onSaved: (saved: Exercise) => void;
  onCancel: () => void;
  /** tells the page whether there are unsaved changes */
  onDirty: (dirty: boolean) => void;
};

export default function ExerciseForm({ target, exercise, readOnly, onSaved, onCancel, onDirty }: Props) {
  const t = useT();
  const { message } = App.useApp();
  const draft = useExerciseDraft(exerciseDraftKey(target.exerciseId, target.courseId), !readOnly);
  const { start } = draft;

  useEffect(() => {
    start(exercise ? valuesOfExercise(exercise) : emptyValues());
    // the saved values are those the editor was opened with; later saves go through markSaved
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [start]);
  useEffect(() => onDirty(draft.dirty), [draft.dirty, onDirty]);

  const saved = (values: ExerciseValues, answer: Exercise, andNew: boolean) => {
    draft.markSaved(values);
    if (!andNew) {
      message.success(t('exerciseForm.saved'));
      onSaved(answer);
      return;
    }
    message.success(t('exerciseForm.savedNext'));
    start(nextValues(values));
  };

  if (!draft.initial) return null;
  return (
    <div data-testid="exercise-form">
      {draft.restoredAt !== null && <DraftRestoredAlert savedAt={draft.restoredAt} onDiscard={draft.discard} testId="exercise-draft-restored" />}
      <ExerciseFormBody
        key={draft.formKey}
        target={target}
        initial={draft.initial}
        exercise={exercise}
        readOnly={readOnly}
        dirty={draft.dirty}
        onChange={draft.keep}
        onSaved={saved}
        onCancel={onCancel}
      />
    </div>
  );
}
