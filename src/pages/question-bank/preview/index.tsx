// 预览题目 (/question-bank/preview/courseId/exerciseId/:courseId/:exerciseId/:parentId, no layout): the question as a
// student sees it, through the same studentViewOf the server answers students with. The inputs can be tried (SQL
// runs on the scene) but nothing is submitted or graded; 显示答案与解析 shows what a released question shows.
import { ClearOutlined, EditOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, Button, Card, Result, Space, Spin, Switch } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { studentViewOf, type AnswerValue, type Exercise } from '@contract/exercise';
import { useT } from '@/components/Locale';
import QuestionView from '@/components/QuestionView';
import PageFrame from '@/components/PageFrame';
import { getExercise } from '@/services/htdz/exercise';
import { runSql } from '@/services/htdz/grading';
import { bankLinksOf } from '@/utils/question-bank-links';
import BadParam from '@/components/BadParam';
import { idParam, folderParam } from '@/utils/route-params';
import '@/locales/zh-CN/exercise-form';

function PreviewBody({ exercise, showAnswer }: { exercise: Exercise; showAnswer: boolean }) {
  const t = useT();
  const [answer, setAnswer] = useState<AnswerValue>({});
  const view = useMemo(() => studentViewOf(exercise, { release: showAnswer, sceneName: exercise.sceneName }), [exercise, showAnswer]);
  const { spec } = exercise;
  const onRunSql = 'sceneId' in spec ? async (sql: string) => (await runSql({ sceneId: spec.sceneId, sql })).obj : undefined;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message={t('exerciseForm.previewPage.note')}
        action={
          <Button size="small" icon={<ClearOutlined />} onClick={() => setAnswer({})} data-testid="preview-clear">
            {t('exerciseForm.previewPage.clear')}
          </Button>
        }
      />
      <Card data-testid="preview-question">
        <QuestionView exercise={view} value={answer} onChange={setAnswer} onRunSql={onRunSql} showAnswer={showAnswer} />
      </Card>
    </Space>
  );
}

export default function QuestionPreviewPage() {
  const t = useT();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const exerciseId = idParam(params.exerciseId);
  const parentId = folderParam(params.parentId) ?? 0;
  const [showAnswer, setShowAnswer] = useState(false);
  const load = useRequest(async () => (exerciseId === null ? null : (await getExercise(exerciseId)).obj), { refreshDeps: [exerciseId] });
  if (courseId === null || exerciseId === null) return <BadParam kind="exercise" bare />;

  const links = bankLinksOf({ area: 'teacher', courseId });
  const back = () => history.push(links.list);
  const exercise = load.data;
  const page = (children: ReactNode) => (
    <PageFrame
      bare
      title={t('exerciseForm.previewPage.title')}
      backText={t('exerciseForm.back')}
      onBack={back}
      extra={
        <Space wrap>
          <Space size={8}>
            <Switch checked={showAnswer} onChange={setShowAnswer} data-testid="preview-show-answer" aria-label={t('exerciseForm.previewPage.showAnswer')} />
            <span>{t('exerciseForm.previewPage.showAnswer')}</span>
          </Space>
          {exercise?.canEdit && (
            <Button icon={<EditOutlined />} onClick={() => history.push(links.edit(exerciseId, parentId))} data-testid="preview-edit">
              {t('exerciseForm.previewPage.edit')}
            </Button>
          )}
          <Button onClick={back} data-testid="preview-back">
            {t('exerciseForm.previewPage.back')}
          </Button>
        </Space>
      }
    >
      {children}
    </PageFrame>
  );

  if (load.error) return page(<Result status="404" title={t('exerciseForm.notFound')} subTitle={t('exerciseForm.notFound.desc')} />);
  if (!exercise) return page(<Spin size="large" style={{ display: 'block', padding: 80 }} />);
  return page(<PreviewBody key={exercise.exerciseId} exercise={exercise} showAnswer={showAnswer} />);
}
