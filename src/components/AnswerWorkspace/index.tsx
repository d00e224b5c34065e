// The answering workspace shared by homework and exams: the answer card on the left (逐题 / 全部 and the question
// buttons), the notices and the questions on the right. `fill`: the body fills a window without the layout (homework);
// `page`: inside the layout, the card stays in view while the questions scroll (exams). Below md the card stands
// above the questions, full width, and the questions take the whole width; on a phone (xs) the card starts folded to
// its title line (展开 shows the buttons), and going to another question one at a time brings that question's top
// into view.
import { Grid, Segmented, Space, theme } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AnswerValue } from '@contract/exercise';
import type { SqlRunResult } from '@contract/grading';
import type { HomeworkSheetQuestion } from '@contract/homework';
import { useT } from '@/components/Locale';
import { usePhone } from '@/hooks/use-phone';
import QuestionNav from './QuestionNav';
import QuestionPanel, { questionAnchor } from './QuestionPanel';
import '@/locales/zh-CN/homework-stu';

/** the layout's header (56) and the exam page's fixed header (about 70), with a gap */
const STICKY_TOP = 140;
/** on a phone: the layout's header (56) and the exam page's compact fixed header (about 96), with a gap */
const PHONE_STICKY_TOP = 160;

type Props = {
  questions: HomeworkSheetQuestion[];
  /** the answers as the autosave holds them, and how a change reaches it */
  autosave: { answers: Record<number, AnswerValue>; change: (questionId: number, value: AnswerValue) => void };
  /** false: read-only, and SQL is not run */
  editable: boolean;
  current: number;
  onCurrent: (index: number) => void;
  notices: ReactNode;
  onRunSql: (questionId: number, sql: string) => Promise<SqlRunResult>;
  variant: 'fill' | 'page';
};

export default function AnswerWorkspace({ questions, autosave, editable, current, onCurrent, notices, onRunSql, variant }: Props) {
  const { answers } = autosave;
  const t = useT();
  const { token } = theme.useToken();
  const [mode, setMode] = useState<'one' | 'all'>('one');
  const pick = (index: number) => {
    onCurrent(index);
    if (mode === 'all') document.getElementById(questionAnchor(questions[index].questionId))?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };
  const narrow = Grid.useBreakpoint().md === false;
  const phone = usePhone();
  /** on a phone the card opens and folds (folded at first) */
  const [cardOpen, setCardOpen] = useState(false);
  const fill = variant === 'fill';
  // where a question's top stops when brought into view: below the fixed headers over an exam's paper
  const scrollMargin = fill ? 0 : phone ? PHONE_STICKY_TOP : STICKY_TOP;

  // stacked, the question is below the card (and 下一题 at the foot of a long one): going to another brings its top in
  const shownBefore = useRef(current);
  useEffect(() => {
    if (shownBefore.current === current) return;
    shownBefore.current = current;
    if (!narrow || mode !== 'one') return;
    const q = questions[current];
    if (q) document.getElementById(questionAnchor(q.questionId))?.scrollIntoView?.({ block: 'start' });
  }, [current, narrow, mode, questions]);
  const panel = { background: token.colorBgContainer, padding: phone ? 12 : 16 };
  const asideStyle = (() => {
    if (narrow) return { ...panel, borderRadius: fill ? 0 : token.borderRadiusLG, borderBottom: fill ? `1px solid ${token.colorBorderSecondary}` : undefined };
    if (fill) return { ...panel, width: 260, flexShrink: 0, overflow: 'auto', borderRight: `1px solid ${token.colorBorderSecondary}` };
    // below the layout's header and the page's fixed header (the countdown and 交卷)
    return { ...panel, width: 260, flexShrink: 0, position: 'sticky' as const, top: STICKY_TOP, borderRadius: token.borderRadiusLG, alignSelf: 'flex-start' };
  })();
  const frame = (() => {
    if (narrow)
      return fill
        ? { display: 'flex', flexDirection: 'column' as const, flex: 1, minHeight: 0, overflow: 'auto' }
        : { display: 'flex', flexDirection: 'column' as const, gap: phone ? 12 : 16, paddingTop: phone ? 12 : 0 };
    return fill ? { display: 'contents' } : { display: 'flex', gap: 24, alignItems: 'flex-start' };
  })();
  const mainStyle = fill
    ? { flex: narrow ? undefined : 1, minWidth: 0, overflow: narrow ? undefined : 'auto', padding: narrow ? 12 : 24 }
    : { flex: 1, minWidth: 0 };
  return (
    <div style={frame}>
      <aside style={asideStyle}>
        <Space direction="vertical" size={phone ? 8 : 16} style={{ width: '100%' }}>
          <Segmented
            block
            value={mode}
            onChange={(v) => setMode(v as 'one' | 'all')}
            options={[
              { label: t('homeworkStu.answer.mode.one'), value: 'one' },
              { label: t('homeworkStu.answer.mode.all'), value: 'all' },
            ]}
            data-testid="answer-mode"
          />
          <QuestionNav
            questions={questions}
            answers={answers}
            current={current}
            onPick={pick}
            fold={phone ? { open: cardOpen, onToggle: () => setCardOpen(!cardOpen) } : undefined}
          />
        </Space>
      </aside>
      <main style={mainStyle}>
        <div style={{ maxWidth: 960, margin: '0 auto' }}>
          {notices}
          <QuestionPanel
            questions={questions}
            answers={answers}
            mode={mode}
            current={current}
            onCurrent={onCurrent}
            onChange={editable ? autosave.change : undefined}
            onRunSql={editable ? onRunSql : undefined}
            scrollMargin={scrollMargin}
          />
        </div>
      </main>
    </div>
  );
}
