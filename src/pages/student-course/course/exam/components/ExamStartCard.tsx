// The exam's rules before my attempt and while it runs: the teacher's description, the rules of every exam, where the
// exam stands by the server's clock (opens in …, missed, … left), and the way in: 开始考试 (asked first: the time
// cannot be paused) while the window is open, 继续作答 while my attempt runs.
import { EditOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { StudentExamDetail } from '@contract/exam';
import { useT } from '@/components/Locale';
import { startExam } from '@/services/htdz/exam';
import { spanText } from '@/utils/server-time';
import { minuteText } from './ExamFacts';
import { usePhone } from '@/hooks/use-phone';
import '@/locales/zh-CN/exam-student';

/**
 * The deadline the server will fix if I start at `now`: the earlier of now + duration and the window's end (my own:
 * the detail gives both with my extra minutes in them).
 */
export function deadlineIfStartedAt(exam: Pick<StudentExamDetail, 'durationMinutes' | 'endAt'>, now: number): { deadline: number; cut: boolean } {
  const full = now + exam.durationMinutes * 60_000;
  const end = Date.parse(exam.endAt);
  return full <= end ? { deadline: full, cut: false } : { deadline: end, cut: true };
}

/** 10:46 today, else the date too: a time that reads as a time, not as a day. */
const clockText = (at: number, now: number) => (dayjs(at).isSame(now, 'day') ? dayjs(at).format('HH:mm') : dayjs(at).format('YYYY-MM-DD HH:mm'));

type Props = {
  exam: StudentExamDetail;
  /** the server's time now (ms) */
  now: number;
  /** my attempt runs and may still be answered */
  running: boolean;
  /** opens the answering screen, on a question (none: the first) */
  onAnswer: (questionId?: number) => void;
};

export default function ExamStartCard({ exam, now, running, onAnswer }: Props) {
  const t = useT();
  const { modal } = App.useApp();
  const [starting, setStarting] = useState(false);
  // on a phone the way in spans the card
  const phone = usePhone();

  // the paper opens once the dialog has closed: a dialog still fading out would cover the first question
  const begin = () => {
    let first: number | null = null;
    const { deadline, cut } = deadlineIfStartedAt(exam, now);
    const text = cut
      ? t('examStu.detail.start.contentCut', {
          minutes: exam.durationMinutes,
          deadline: clockText(deadline, now),
          left: Math.floor((deadline - now) / 60_000),
        })
      : t('examStu.detail.start.content', { minutes: exam.durationMinutes, deadline: clockText(deadline, now) });
    modal.confirm({
      title: t('examStu.detail.start.confirm'),
      content: (
        <div data-testid="exam-start-content">
          {exam.extraMinutes > 0 && <Typography.Paragraph strong>{t('examStu.detail.start.extra', { minutes: exam.extraMinutes })}</Typography.Paragraph>}
          {text}
        </div>
      ),
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
        if (first !== null) onAnswer(first);
      },
    });
  };

  const action = (() => {
    if (running) {
      return (
        <Button type="primary" size="large" block={phone} icon={<EditOutlined />} onClick={() => onAnswer()} data-testid="exam-continue">
          {t('examStu.continue')}
        </Button>
      );
    }
    if (exam.attempt === null && exam.canAnswer) {
      return (
        <Button type="primary" size="large" block={phone} icon={<PlayCircleOutlined />} loading={starting} onClick={begin} data-testid="exam-start">
          {t('examStu.detail.start')}
        </Button>
      );
    }
    return null;
  })();
  const notice = (() => {
    if (exam.state === 'upcoming') return t('examStu.detail.upcoming', { time: minuteText(exam.startAt), span: spanText(t, Date.parse(exam.startAt) - now) });
    if (exam.state === 'missed') return t('examStu.detail.missed');
    if (running && exam.attempt) return t('examStu.detail.running', { span: spanText(t, Date.parse(exam.attempt.deadline) - now) });
    return null;
  })();

  return (
    <Card title={t('examStu.detail.rules')}>
      {exam.description && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="exam-description">
          {exam.description}
        </Typography.Paragraph>
      )}
      <ul style={{ paddingLeft: 20, color: 'rgba(0,0,0,0.65)' }}>
        <li>
          {t('examStu.detail.rule.time', { minutes: exam.durationMinutes })}
          {exam.extraMinutes > 0 && ` ${t('examStu.detail.start.extra', { minutes: exam.extraMinutes })}`}
        </li>
        <li>{t('examStu.detail.rule.save')}</li>
        <li>{t('examStu.detail.rule.once')}</li>
        <li>{t('examStu.detail.rule.auto')}</li>
      </ul>
      {notice && <Alert type={exam.state === 'missed' ? 'error' : 'info'} showIcon message={notice} style={{ marginBottom: 16 }} data-testid="exam-notice" />}
      {action}
    </Card>
  );
}
