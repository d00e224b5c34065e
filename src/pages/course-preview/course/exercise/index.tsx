import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Card } from 'antd';
import { useState } from 'react';
import { useT } from '@/components/Locale';
import ExercisePreview from '@/components/ExercisePreview';
import ExerciseTable from '@/components/ExerciseTable';
import BadParam from '@/components/BadParam';
import PageFrame from '@/components/PageFrame';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/exercise';

/**
 * The course's questions as a student sees them (/student/course/exercise/:courseId), for teachers and experts:
 * a read-only list; 查看 shows a question without its answer or analysis.
 */
export default function StudentPreviewExercisesPage() {
  const t = useT();
  const courseId = idParam(useParams().courseId);
  const [viewing, setViewing] = useState<number | null>(null);
  const knowledge = useRequest(async () => (courseId === null ? [] : (await getKnowledgeGraph(courseId)).obj.points), { refreshDeps: [courseId] });
  if (courseId === null) return <BadParam bare={false} />;
  return (
    <PageFrame
      bare={false}
      title={t('exercise.student.title')}
      subTitle={t('exercise.student.subTitle')}
      backText={t('exercise.back')}
      onBack={() => history.back()}
    >
      <Card styles={{ body: { paddingTop: 0 } }}>
        <ExerciseTable
          courseId={courseId}
          knowledge={knowledge.data?.map((p) => ({ knowId: p.knowId, name: p.name })) ?? []}
          editable={false}
          hiddenColumns={['authorName', 'updatedAt']}
          previewText={t('exercise.action.view')}
          onPreview={(row) => setViewing(row.exerciseId)}
          embedded
        />
      </Card>
      <ExercisePreview exerciseId={viewing} release={false} onClose={() => setViewing(null)} />
    </PageFrame>
  );
}
