import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Exercise, ExerciseSummary, StudentExercise } from '@contract/exercise';
import { renderAntd } from '../../../../../tests/unit/render';
import { ok } from '../../../../../tests/unit/envelope';
import { getExercise, queryExercises } from '@/services/htdz/exercise';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import StudentPreviewExercisesPage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../../tests/unit/umi-max'), useParams: () => ({ courseId: '1' }) }));
jest.mock('@/services/htdz/exercise', () => ({ queryExercises: jest.fn(), getExercise: jest.fn(), deleteExercises: jest.fn() }));
jest.mock('@/services/htdz/knowledge', () => ({ getKnowledgeGraph: jest.fn() }));
// QuestionView draws the question (its own tests); here: what the page hands it
jest.mock('@/components/QuestionView', () => ({
  __esModule: true,
  default: ({ exercise, showAnswer }: { exercise: StudentExercise; showAnswer?: boolean }) => (
    <div data-testid="question-view" data-exercise={JSON.stringify(exercise)} data-show={String(!!showAnswer)} />
  ),
}));

const query = queryExercises as jest.MockedFunction<typeof queryExercises>;
const get = getExercise as jest.MockedFunction<typeof getExercise>;
const graph = getKnowledgeGraph as jest.MockedFunction<typeof getKnowledgeGraph>;

const summary: ExerciseSummary = {
  exerciseId: 4,
  courseId: 1,
  parentId: 12,
  type: 'fill',
  stemText: 'SQL 中去掉查询结果里重复行的关键字是',
  difficulty: 'easy',
  score: 2,
  knowledge: [{ knowId: 105, name: '单表查询' }],
  sceneName: null,
  authorName: '李老师',
  canEdit: true,
  updatedAt: '2025-03-14T08:30:00.000Z',
};
const full = {
  ...summary,
  stem: '<p>SQL 中去掉查询结果里重复行的关键字是 ____。</p>',
  analysis: '<p>DISTINCT 写在 SELECT 之后。</p>',
  practice: true,
  answerShows: 'afterSubmit',
  spec: { type: 'fill', blanks: [{ answers: ['DISTINCT'] }], caseSensitive: false },
  createdAt: '2025-03-01T08:30:00.000Z',
} as Exercise;

beforeEach(() => {
  jest.clearAllMocks();
  query.mockResolvedValue(ok({ list: [summary], total: 1 }));
  get.mockResolvedValue(ok(full));
  graph.mockResolvedValue(ok({ points: [{ knowId: 105, courseId: 1, name: '单表查询', description: null, x: null, y: null }], edges: [] }));
});

describe("the student preview of a course's questions", () => {
  it('lists the course questions read-only, without author or choosing', async () => {
    renderAntd(<StudentPreviewExercisesPage />);
    const stem = await screen.findByText(summary.stemText, {}, { timeout: 5000 });
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ courseId: 1, current: 1 }));
    const row = within(stem.closest('tr') as HTMLElement);
    expect(row.queryByText('编辑')).toBeNull();
    expect(row.queryByText('删除')).toBeNull();
    expect(row.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('李老师')).toBeNull();
    expect(screen.queryByText('新建题目')).toBeNull();
  });

  it('shows a question as a student sees it before answering: no answer, no analysis', async () => {
    renderAntd(<StudentPreviewExercisesPage />);
    const stem = await screen.findByText(summary.stemText, {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(within(stem.closest('tr') as HTMLElement).getByText('查看'));
    });
    const view = await screen.findByTestId('question-view');
    await waitFor(() => expect(get).toHaveBeenCalledWith(4));
    const shown = JSON.parse(view.getAttribute('data-exercise')!) as StudentExercise;
    expect(shown).toMatchObject({ exerciseId: 4, type: 'fill', blankCount: 1 });
    expect(shown.answer).toBeUndefined();
    expect(shown.analysis).toBeUndefined();
    expect(JSON.stringify(shown)).not.toContain('DISTINCT');
    expect(view.getAttribute('data-show')).toBe('false');
  });
});
