import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExerciseSummary } from '@contract/exercise';
import type { TaskDetail } from '@contract/task';
import type { PaperQuestion } from '@contract/exercise';
import { renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { queryExerciseFolders, queryExercises } from '@/services/htdz/exercise';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import { getTask, setTaskQuestions } from '@/services/htdz/task';
import AddQuestionPage from './index';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1', parentId: '0' }),
  useSearchParams: () => [new URLSearchParams('taskId=5')],
}));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/task', () => ({ getTask: jest.fn(), setTaskQuestions: jest.fn() }));
jest.mock('@/services/htdz/exercise', () => ({
  queryExerciseFolders: jest.fn(),
  queryExercises: jest.fn(),
  deleteExercises: jest.fn(),
  getExercise: jest.fn(),
}));
jest.mock('@/services/htdz/knowledge', () => ({ getKnowledgeGraph: jest.fn() }));
jest.mock('@/components/QuestionView', () => ({ __esModule: true, default: () => <div data-testid="question-view" /> }));

const load = getTask as jest.MockedFunction<typeof getTask>;
const save = setTaskQuestions as jest.MockedFunction<typeof setTaskQuestions>;
const query = queryExercises as jest.MockedFunction<typeof queryExercises>;
// antd tables and forms render slowly in jsdom on a busy machine
jest.setTimeout(30_000);

const question = (exerciseId: number, stemText: string, score: number, position: number): PaperQuestion => ({
  exerciseId,
  position,
  type: 'single',
  stemText,
  difficulty: 'medium',
  knowledge: [],
  sceneName: null,
  score,
});
const TASK: TaskDetail = {
  taskId: 5,
  courseId: 1,
  parentId: null,
  name: '第一章 绪论小测',
  description: null,
  questionCount: 2,
  totalScore: 5,
  publishedCount: 0,
  authorName: '李老师',
  updatedAt: '2025-03-18T08:30:00.000Z',
  courseName: '数据库系统原理',
  questions: [question(1, '关系的候选码是', 2, 1), question(2, '关系代数的基本运算有', 3, 2)],
};
const exercise = (exerciseId: number, stemText: string, score: number): ExerciseSummary => ({
  exerciseId,
  courseId: 1,
  parentId: null,
  type: exerciseId === 6 ? 'query' : 'judge',
  stemText,
  difficulty: 'easy',
  score,
  knowledge: [],
  sceneName: null,
  authorName: '李老师',
  canEdit: true,
  updatedAt: '2025-03-18T08:30:00.000Z',
});
const BANK = [exercise(1, '关系的候选码是', 2), exercise(3, '外码必须引用主码', 1), exercise(6, '查询每个部门的员工人数', 5)];

/** The task's list, the right-hand card. */
const taskList = () => screen.getByTestId('task-questions');
const stems = () => [...taskList().querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[2]?.textContent);
const bankRow = (stem: string) => within(screen.getByTestId('bank-picker')).getByText(stem).closest('tr') as HTMLElement;

async function show() {
  await renderAntdUntil(<AddQuestionPage />, '外码必须引用主码');
}

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(ok(TASK));
  query.mockResolvedValue(ok({ list: BANK, total: 3 }));
  (queryExerciseFolders as jest.Mock).mockResolvedValue(ok({ folders: [{ folderId: 11, parentId: null, name: '第三章 SQL', count: 1 }], rootCount: 2 }));
  (getKnowledgeGraph as jest.Mock).mockResolvedValue(ok({ points: [], edges: [] }));
});

describe('choosing a task’s questions', () => {
  it('shows the task’s questions with their total beside the course’s bank', async () => {
    await show();
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ courseId: 1 }));
    expect(stems()).toEqual(['关系的候选码是', '关系代数的基本运算有']);
    expect(screen.getByTestId('task-total').textContent).toBe('共 2 题，总分 5 分');
    // a question already in the task cannot be chosen again
    const inTask = bankRow('关系的候选码是');
    expect((within(inTask).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect(within(inTask).getByText('已加入')).toBeTruthy();
    expect((screen.getByTestId('task-questions-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds chosen questions, rescores, reorders and removes; 保存 sends the whole list in its order', async () => {
    save.mockImplementation(async (body) =>
      ok({ ...TASK, questions: body.questions.map((q, i) => question(Number(q.exerciseId), `题 ${q.exerciseId}`, Number(q.score), i + 1)) }),
    );
    await show();
    fireEvent.click(within(bankRow('外码必须引用主码')).getByRole('checkbox'));
    fireEvent.click(within(bankRow('查询每个部门的员工人数')).getByRole('checkbox'));
    await act(async () => {
      fireEvent.click(await screen.findByTestId('pick-add-chosen'));
    });
    expect(stems()).toEqual(['关系的候选码是', '关系代数的基本运算有', '外码必须引用主码', '查询每个部门的员工人数']);
    expect(screen.getByTestId('task-total').textContent).toBe('共 4 题，总分 11 分');

    const third = screen.getByRole('spinbutton', { name: '第 3 题分值' });
    fireEvent.change(third, { target: { value: '1.5' } });
    fireEvent.blur(third);
    expect(screen.getByTestId('task-total').textContent).toBe('共 4 题，总分 11.5 分');

    fireEvent.click(screen.getByRole('button', { name: '上移第 4 题' }));
    expect(stems()).toEqual(['关系的候选码是', '关系代数的基本运算有', '查询每个部门的员工人数', '外码必须引用主码']);
    fireEvent.click(screen.getByRole('button', { name: '移除第 2 题' }));
    expect(stems()).toEqual(['关系的候选码是', '查询每个部门的员工人数', '外码必须引用主码']);
    expect(screen.getByTestId('task-total').textContent).toBe('共 3 题，总分 8.5 分');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByTestId('task-questions-save'));
    });
    expect(save).toHaveBeenCalledWith({
      taskId: 5,
      questions: [
        { exerciseId: 1, score: 2 },
        { exerciseId: 6, score: 5 },
        { exerciseId: 3, score: 1.5 },
      ],
    });
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
  });

  it('a missing score is refused before anything is sent', async () => {
    await show();
    const first = screen.getByRole('spinbutton', { name: '第 1 题分值' });
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first);
    await act(async () => {
      fireEvent.click(screen.getByTestId('task-questions-save'));
    });
    expect(await screen.findByText('第 1 题：请填写分值')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('leaving with unsaved changes asks first', async () => {
    await show();
    await act(async () => {
      fireEvent.click(screen.getByTestId(`pick-add-6`));
    });
    fireEvent.click(screen.getByTestId('page-back'));
    // antd writes a confirmation's title twice: visible and for screen readers
    const dialog = (await screen.findAllByText('放弃未保存的修改？'))[0].closest('.ant-modal') as HTMLElement;
    expect(history.push).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: /离\s*开/ }));
    });
    expect(history.push).toHaveBeenCalledWith('/task-bank/list/1');
  });
});
