// A shared question in a drawer, answers and analysis included (teachers only), with the tables of its scene: the
// scene is read through the share (the teacher may not read it otherwise), so the answer view gets its name alone.
import { useRequest } from 'ahooks';
import { Card, Drawer, Result, Skeleton, Space } from 'antd';
import { studentViewOf } from '@contract/exercise';
import { useT } from '@/components/Locale';
import QuestionView from '@/components/QuestionView';
import SceneTables from '@/components/SceneTables';
import { getSharedExercise, getSharedScene } from '@/services/htdz/share';
import '@/locales/zh-CN/share';

type Props = { exerciseId: number | null; onClose: () => void };

export default function SharedExercisePreview({ exerciseId, onClose }: Props) {
  const t = useT();
  const load = useRequest(async () => (exerciseId === null ? null : (await getSharedExercise(exerciseId)).obj), { refreshDeps: [exerciseId] });
  const exercise = load.data && load.data.exerciseId === exerciseId ? load.data : null;
  const sceneId = exercise && 'sceneId' in exercise.spec ? exercise.spec.sceneId : null;
  const scene = useRequest(async () => (sceneId === null ? null : (await getSharedScene(sceneId)).obj), { refreshDeps: [sceneId] });

  const body = () => {
    if (load.error) return <Result status="warning" title={t('share.preview.failed')} />;
    if (!exercise) return <Skeleton active paragraph={{ rows: 6 }} />;
    const { sceneId: _readHere, ...view } = studentViewOf(exercise, { release: true, sceneName: exercise.sceneName });
    return (
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <QuestionView exercise={view} showAnswer />
        {sceneId !== null && (
          <Card size="small" title={t('share.preview.scene', { name: exercise.sceneName ?? '' })}>
            {scene.error ? (
              <Result status="warning" title={t('share.preview.scene.failed')} />
            ) : scene.data ? (
              <SceneTables tables={scene.data.tables} />
            ) : (
              <Skeleton active />
            )}
          </Card>
        )}
      </Space>
    );
  };
  return (
    <Drawer open={exerciseId !== null} width={720} title={t('share.preview.title')} onClose={onClose} destroyOnHidden>
      {exerciseId !== null && body()}
    </Drawer>
  );
}
