// 考试详情 (/stu/course/exam/examClass/detail/:courseId/:clazzId/:examId/:examClassId): the exam's rules, window,
// duration and paper; 开始考试 (asked first: the time cannot be paused) while the window is open, 继续作答 while my
// attempt runs, a countdown to the opening before it; after handing in, my attempt and, as the release settings
// allow, my score, the teacher's comment and each question with my answer, verdict, score and analysis.
import { EditOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { history, useParams } from '@umijs/max';
import { useRequest } from 'ahooks';
import { Alert, App, Button, Card, Descriptions, Result, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import type { StudentExamDetail } from '@contract/exam';
import { useT } from '@/components/Locale';
import BadChapterParam from '@/pages/chapter/components/BadChapterParam';
import ExamStateTag from '@/pages/exam-report/components/ExamStateTag';
import { idParam } from '@/pages/scene/components/links';
import QuestionResult from '@/pages/task-stu/detail/components/QuestionResult';
import { spanText } from '@/pages/task-stu/components/time';
import { useServerNow } from '@/pages/task-stu/components/use-server-now';
import { getMyExamDetail, startExam } from '@/services/htdz/exam';
import StudyFrame from '../../components/StudyFrame';
import { useStudyCourse } from '../../components/use-study-course';
import { EXAM_STU_LINKS } from '../components/rules';

const time = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm');
const seconds = (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss');

function Attempt({ exam }: { exam: StudentExamDetail }) {
  const t = useT();
  const a = exam.attempt;
  if (!a) return null;
  return (
    <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} size="small" style={{ marginTop: 16 }} data-testid="exam-attempt">
      <Descriptions.Item label={t('examStu.detail.startedAt')}>{seconds(a.startedAt)}</Descriptions.Item>
      <Descriptions.Item label={t('examStu.detail.deadline')}>{seconds(a.deadline)}</Descriptions.Item>
      <Descriptions.Item label={t('examStu.detail.submittedAt')}>
        <Space size={4} wrap data-testid="exam-submitted">
          {a.submittedAt ? seconds(a.submittedAt) : t('examStu.detail.notSubmitted')}
          {a.autoSubmitted && <Tag color="warning">{t('examStu.detail.auto')}</Tag>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('examStu.detail.score')}>
        {exam.scoreReleased && exam.score !== null ? (
          <Typography.Text strong style={{ fontSize: 18 }} data-testid="exam-score">
            {t('examStu.score', { score: exam.score, total: exam.totalScore })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" data-testid="exam-score-hidden">
            {exam.scoreHeldForExam ? t('examStu.detail.scoreHeldForExam') : t(a.submittedAt ? `examStu.release.${exam.showScore}` : 'examStu.noScore')}
          </Typography.Text>
        )}
      </Descriptions.Item>
    </Descriptions>
  );
}

export default function StudentExamDetailPage() {
  const t = useT();
  const { modal } = App.useApp();
  const params = useParams();
  const courseId = idParam(params.courseId);
  const clazzId = idParam(params.clazzId);
  const examClassId = idParam(params.examClassId);
  const course = useStudyCourse(courseId, clazzId);
  const load = useRequest(async () => (examClassId === null ? null : (await getMyExamDetail(examClassId)).obj), { refreshDeps: [examClassId] });
  const exam = load.data?.examClassId === examClassId ? load.data : null;
  const now = useServerNow(exam?.serverNow) ?? Date.now();
  const [starting, setStarting] = useState(false);
  // the window opens while the page is open: ask again, so 开始考试 appears
  const opensNow = exam?.state === 'upcoming' && now >= Date.parse(exam.startAt);
  const { refresh } = load;
  useEffect(() => {
    if (opensNow) refresh();
  }, [opensNow, refresh]);
  if (courseId === null || clazzId === null || examClassId === null) return <BadChapterParam bare={false} />;

  const frame = (children: React.ReactNode, title: React.ReactNode = t('examStu.detail.title')) => (
    <StudyFrame courseId={courseId} clazzId={clazzId} kind="exam" backTo={EXAM_STU_LINKS.list(courseId, clazzId)} showNav={false} title={title} course={course.data}>
      {children}
    </StudyFrame>
  );
  if (!exam) {
    if (load.error && !load.loading) return frame(<Result status="403" title={t('examStu.detail.notFound')} subTitle={t('examStu.detail.notFound.desc')} />);
    return frame(<Spin size="large" style={{ display: 'block', padding: 80 }} data-testid="exam-loading" />);
  }

  const answering = (questionId?: number) =>
    history.push(EXAM_STU_LINKS.exercise(courseId, clazzId, exam.examId, exam.examClassId, questionId ?? 0));
  // the paper opens once the dialog has closed: a dialog still fading out would cover the first question
  const begin = () => {
    let first: number | null = null;
    modal.confirm({
      title: t('examStu.detail.start.confirm'),
      content: t('examStu.detail.start.content', {
        minutes: exam.durationMinutes,
        end: time(exam.endAt),
      }),
      okText: t('examStu.detail.start'),
      cancelText: t('examStu.detail.start.cancel'),
      onOk: async () => {
        setStarting(true);
        try {
          const sent = await startExam({ examClassId: exam.examClassId });
          if (sent.success) first = sent.obj.questions[0]?.questionId ?? 0;
        } finally {
          setStarting(false);
        }
      },
      afterClose: () => {
        if (first !== null) answering(first);
      },
    });
  };

  const running = exam.attempt !== null && exam.state === 'answering' && exam.canAnswer;
  const action = (() => {
    if (running) {
      return (
        <Button type="primary" size="large" icon={<EditOutlined />} onClick={() => answering()} data-testid="exam-continue">
          {t('examStu.continue')}
        </Button>
      );
    }
    if (exam.attempt === null && exam.canAnswer) {
      return (
        <Button type="primary" size="large" icon={<PlayCircleOutlined />} loading={starting} onClick={begin} data-testid="exam-start">
          {t('examStu.detail.start')}
        </Button>
      );
    }
    return null;
  })();
  const notice = (() => {
    if (exam.state === 'upcoming') return t('examStu.detail.upcoming', { time: time(exam.startAt), span: spanText(t, Date.parse(exam.startAt) - now) });
    if (exam.state === 'missed') return t('examStu.detail.missed');
    if (running && exam.attempt) return t('examStu.detail.running', { span: spanText(t, Date.parse(exam.attempt.deadline) - now) });
    return null;
  })();

  const questions = [...exam.questions].sort((a, b) => a.position - b.position);
  return frame(
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card>
        <Descriptions column={{ xs: 1, sm: 2, lg: 4 }} data-testid="exam-facts">
          <Descriptions.Item label={t('examStu.detail.state')}>
            <span data-testid="exam-detail-state">
              <ExamStateTag state={exam.state} />
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('examStu.detail.window')}>{t('examStu.window', { start: time(exam.startAt), end: time(exam.endAt) })}</Descriptions.Item>
          <Descriptions.Item label={t('examStu.detail.duration')}>{t('examStu.minutes', { minutes: exam.durationMinutes })}</Descriptions.Item>
          <Descriptions.Item label={t('examStu.detail.paper')}>{t('examStu.detail.paperValue', { count: exam.questionCount, score: exam.totalScore })}</Descriptions.Item>
        </Descriptions>
        <Attempt exam={exam} />
        {exam.comment && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 8 }}
            message={t('taskStu.detail.comment')}
            description={<span style={{ whiteSpace: 'pre-wrap' }}>{exam.comment}</span>}
            data-testid="exam-comment"
          />
        )}
      </Card>
      {exam.attempt === null || running ? (
        <Card title={t('examStu.detail.rules')}>
          {exam.description && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="exam-description">
              {exam.description}
            </Typography.Paragraph>
          )}
          <ul style={{ paddingLeft: 20, color: 'rgba(0,0,0,0.65)' }}>
            <li>{t('examStu.detail.rule.time', { minutes: exam.durationMinutes })}</li>
            <li>{t('examStu.detail.rule.save')}</li>
            <li>{t('examStu.detail.rule.once')}</li>
            <li>{t('examStu.detail.rule.auto')}</li>
          </ul>
          {notice && <Alert type={exam.state === 'missed' ? 'error' : 'info'} showIcon message={notice} style={{ marginBottom: 16 }} data-testid="exam-notice" />}
          {action}
        </Card>
      ) : (
        <>
          <Space size={12} wrap>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('examStu.detail.questions')}
            </Typography.Title>
            {!exam.answerReleased && (
              <Typography.Text type="secondary" data-testid="exam-answer-hidden">
                {t('examStu.detail.answerHidden')}
              </Typography.Text>
            )}
            {exam.verdictsHeld && (
              <Typography.Text type="secondary" data-testid="exam-verdicts-held">
                {t('examStu.detail.verdictsHeld')}
              </Typography.Text>
            )}
          </Space>
          {questions.map((q, i) => (
            <QuestionResult key={q.questionId} q={q} index={i + 1} released={{ scoreReleased: exam.scoreReleased && !exam.verdictsHeld, answerReleased: exam.answerReleased }} />
          ))}
        </>
      )}
    </Space>,
    exam.name,
  );
}
