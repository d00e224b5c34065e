// 试卷题目 (/teacher/course/:courseId/exam/:examId/exercise): the course's question bank with its filters on one side,
// the paper's questions with their scores on the other. Questions join the paper on the server (from the bank, or
// drawn at random by rules) and then the list here; the teacher sets scores, reorders and removes, and 保存 sends
// the whole list (setExamQuestions). Unsaved changes survive an add, and leaving with them asks first.
import { ExperimentOutlined, ProfileOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { App, Button, Card, Col, Result, Row, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ExamDetail } from '@contract/exam';
import type { ExerciseSummary } from '@contract/exercise';
import { useLeaveGuard } from '@/components/LeaveGuard';
import { useT } from '@/components/Locale';
import QuestionScoreList, { scoreProblem, shapeOf, totalOf, type ScoredQuestion } from '@/components/QuestionScoreList';
import QuestionPicker from '@/components/QuestionPicker';
import BadParam from '@/components/BadParam';
import { addExamQuestions, getExam, setExamQuestions } from '@/services/htdz/exam';
import { examInfoLink, examListLink } from '@/utils/exam-links';
import { addedBy, itemsOf } from '../components/paper';
import PickRulesModal from '../components/PickRulesModal';
import { idParam } from '@/utils/route-params';
import '@/locales/zh-CN/exam-teacher';

function ExamQuestionsEditor({ courseId, examId }: { courseId: number; examId: number }) {
  const t = useT();
  const { message } = App.useApp();
  const [items, setItems] = useState<ScoredQuestion[]>([]);
  const [saved, setSaved] = useState<ExamDetail | null>(null);
  const [picking, setPicking] = useState(false);
  const load = useRequest(async () => (await getExam(examId)).obj, {
    refreshDeps: [examId],
    onSuccess: (exam) => {
      setItems(itemsOf(exam));
      setSaved(exam);
    },
  });
  const save = useRequest(setExamQuestions, { manual: true });
  const add = useRequest(addExamQuestions, { manual: true });
  const dirty = saved !== null && shapeOf(items) !== shapeOf(itemsOf(saved));
  const { leave, leaveAsking } = useLeaveGuard(dirty, {
    title: t('examTeacher.leave.title'),
    content: t('examTeacher.leave.content'),
    okText: t('examTeacher.leave.ok'),
  });
  const taken = useMemo(() => new Set(items.map((i) => i.exerciseId)), [items]);
  const exam = saved;
  // the paper's own course decides its bank (an address may name another)
  const bankCourse = exam?.courseId ?? courseId;

  /** Takes the server's paper after an add, keeping the teacher's unsaved changes. */
  const took = (answer: ExamDetail, asked?: ReadonlySet<number>) => {
    if (!saved) return;
    const before = saved;
    const count = addedBy(items, before, answer, asked).length;
    setItems((current) => [...current, ...addedBy(current, before, answer, asked)]);
    setSaved(answer);
    if (count > 0) message.success(t('examTeacher.questions.added', { count }));
    else message.info(t('examTeacher.questions.addedNone'));
  };

  const onAdd = async (rows: ExerciseSummary[]) => {
    const exerciseIds = rows.map((r) => r.exerciseId).filter((id) => !taken.has(id));
    if (exerciseIds.length === 0) return;
    const answer = await add.runAsync({ examId, exerciseIds }).catch(() => null);
    if (answer) took(answer.obj, new Set(exerciseIds));
  };

  const submit = async (then?: string) => {
    const problem = scoreProblem(items, t);
    if (problem) {
      message.error(problem);
      return;
    }
    const questions = items.map((i) => ({ exerciseId: i.exerciseId, score: i.score! }));
    const answer = await save.runAsync({ examId, questions }).catch(() => null);
    if (!answer) return;
    setItems(itemsOf(answer.obj));
    setSaved(answer.obj);
    message.success(t('examTeacher.questions.saved'));
    if (then) leave(then);
  };

  const frame = (children: React.ReactNode) => (
    <PageContainer
      title={t('examTeacher.questions.title')}
      subTitle={exam?.name}
      onBack={() => leaveAsking(examListLink(bankCourse))}
      extra={
        exam && (
          <Button icon={<ProfileOutlined />} onClick={() => leaveAsking(examInfoLink(bankCourse, examId))} data-testid="exam-open-info">
            {t('examTeacher.action.info')}
          </Button>
        )
      }
    >
      {children}
    </PageContainer>
  );
  if (load.error && !exam) return frame(<Result status="404" title={t('examTeacher.notFound')} subTitle={t('examTeacher.notFound.desc')} />);
  if (!exam) return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} />);

  return frame(
    <>
      <Row gutter={16}>
        <Col xs={24} xxl={13}>
          <Card
            title={t('examTeacher.pick.bank')}
            styles={{ body: { paddingTop: 12 } }}
            extra={
              <Button icon={<ExperimentOutlined />} onClick={() => setPicking(true)} data-testid="exam-pick-open">
                {t('examTeacher.pick.title')}
              </Button>
            }
            data-testid="bank-picker"
          >
            <QuestionPicker
              courseId={bankCourse}
              taken={taken}
              onAdd={(rows) => void onAdd(rows)}
              adding={add.loading}
              addChosenText={(count) => t('examTeacher.pick.addChosen', { count })}
            />
          </Card>
        </Col>
        <Col xs={24} xxl={11}>
          <Card
            title={t('examTeacher.questions.list', { count: items.length, total: totalOf(items) })}
            extra={
              <Space>
                {dirty && <Typography.Text type="warning">{t('examTeacher.questions.unsaved')}</Typography.Text>}
                <Button type="primary" loading={save.loading} disabled={!dirty} onClick={() => submit()} data-testid="exam-questions-save">
                  {t('common.save')}
                </Button>
                <Button loading={save.loading} disabled={!dirty} onClick={() => submit(examInfoLink(bankCourse, examId))}>
                  {t('examTeacher.questions.saveAndInfo')}
                </Button>
              </Space>
            }
            data-testid="exam-questions"
          >
            <QuestionScoreList items={items} onChange={setItems} emptyText={t('examTeacher.questions.empty')} totalTestId="exam-total" />
          </Card>
        </Col>
      </Row>
      <PickRulesModal
        exam={exam}
        open={picking}
        onClose={() => setPicking(false)}
        onPicked={(answer) => {
          setPicking(false);
          took(answer);
        }}
      />
    </>,
  );
}

export default function ExamExercisePage() {
  const params = useParams();
  const courseId = idParam(params.courseId);
  const examId = idParam(params.examId);
  if (courseId === null || examId === null) return <BadParam bare={false} />;
  return <ExamQuestionsEditor key={examId} courseId={courseId} examId={examId} />;
}
