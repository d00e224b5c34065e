// A question in a drawer, as a student sees it (QuestionView, read-only): where an area has no preview page of its
// own (experts, the public library) and in the student preview. `release` adds the answer and analysis, for authors;
// the student preview leaves them out, as students see a question before answering.
import { useRequest } from 'ahooks';
import { Drawer, Result, Skeleton, Typography } from 'antd';
import { studentViewOf } from '@contract/exercise';
import { useT } from '@/components/Locale';
import QuestionView from '@/components/QuestionView';
import { getExercise } from '@/services/htdz/exercise';
import '@/locales/zh-CN/exercise';

type Props = {
  /** the question shown; null: the drawer is closed */
  exerciseId: number | null;
  release: boolean;
  onClose: () => void;
};

export default function ExercisePreview({ exerciseId, release, onClose }: Props) {
  const t = useT();
  const load = useRequest(async () => (exerciseId === null ? null : (await getExercise(exerciseId)).obj), { refreshDeps: [exerciseId] });
  const exercise = load.data && load.data.exerciseId === exerciseId ? load.data : null;
  const body = () => {
    if (load.error) return <Result status="warning" title={t('exercise.preview.failed')} />;
    if (!exercise) return <Skeleton active paragraph={{ rows: 6 }} />;
    return (
      <>
        {!release && (
          <Typography.Paragraph type="secondary" data-testid="preview-no-answer">
            {t('exercise.preview.noAnswer')}
          </Typography.Paragraph>
        )}
        <QuestionView exercise={studentViewOf(exercise, { release, sceneName: exercise.sceneName })} showAnswer={release} />
      </>
    );
  };
  return (
    <Drawer open={exerciseId !== null} width={720} title={t('exercise.preview.title')} onClose={onClose} destroyOnHidden>
      {exerciseId !== null && body()}
    </Drawer>
  );
}
