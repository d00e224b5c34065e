import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { getSubmissionReview } from '@/services/htdz/homework';
import { review, reviewQuestions, rows } from '../../../../tests/unit/fixtures/review';
import { ok } from '../../../../tests/unit/envelope';
import SubmissionDetailPage from '.';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ studentId: '21', homeworkId: '7', courseId: '1', classId: '2' }),
}));
jest.mock('@/services/htdz/homework', () => ({ getSubmissionReview: jest.fn() }));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../tests/unit/rich-text').RichTextViewStandIn }));
jest.mock('@/components/SqlEditor/CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<typeof import('react')>('react').forwardRef(function CodeMirrorSql() {
    throw new Promise(() => undefined);
  }),
}));

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => jest.clearAllMocks());

async function open(r = review()) {
  (getSubmissionReview as jest.Mock).mockResolvedValue(ok(r));
  renderAntd(<SubmissionDetailPage />);
  await waitFor(() => expect(screen.getByTestId('student-header')).toBeTruthy());
}

it('shows the submission read-only: final scores and whose they are, comments, reference answers, no grading', async () => {
  await open(review({ comment: '完成得不错。' }));
  expect(getSubmissionReview).toHaveBeenCalledWith(7, 21);
  expect(within(screen.getByTestId('answer-601')).getByTestId('answer-final-score').textContent).toBe('得分 0 / 2 分 · 自动评分');
  const short = screen.getByTestId('answer-605');
  expect(within(short).getByTestId('answer-final-score').textContent).toBe('得分 6 / 10 分 · 教师评分');
  expect(within(short).getByTestId('answer-comment').textContent).toBe('评语：少了两个特性');
  expect((within(short).getByTestId('question-text') as HTMLTextAreaElement).readOnly).toBe(true);
  expect(within(short).getByTestId('reference-answer').textContent).toContain('原子性、一致性、隔离性、持续性');
  expect(screen.getByTestId('detail-comment').textContent).toContain('完成得不错。');
  expect(screen.queryByRole('spinbutton')).toBeNull();
  expect(screen.queryByTestId('review-save')).toBeNull();
  expect((screen.getAllByRole('radio') as HTMLInputElement[]).every((r) => r.disabled)).toBe(true);
});

it('批阅 opens the grading workspace', async () => {
  await open();
  fireEvent.click(screen.getByTestId('detail-grade'));
  expect(history.push).toHaveBeenCalledWith('/task-bank/task/review/studentId/homeworkId/21/7/1/2');
});

it('a submission not handed in has no 批阅, and its unanswered questions say so', async () => {
  const empty = reviewQuestions.map((q) => ({ ...q, answer: null, verdict: null, autoScore: null, manualScore: null, comment: null }));
  await open(review({ row: { ...rows[4], studentId: 21 }, questions: empty }));
  expect(screen.queryByTestId('detail-grade')).toBeNull();
  expect(screen.getAllByTestId('answer-none')).toHaveLength(3);
  expect(screen.queryByTestId('verdict')).toBeNull();
});
