import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExamDetail } from '@contract/exam';
import type { PaperQuestion } from '@contract/exercise';
import type { ExerciseSummary, ExerciseType } from '@contract/exercise';
import { renderAntd, renderAntdUntil } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { BizError } from '@/requestErrorConfig';
import { addExamQuestions, getExam, pickExamQuestions, setExamQuestions } from '@/services/htdz/exam';
import { queryExerciseFolders, queryExercises } from '@/services/htdz/exercise';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import ExamExercisePage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../tests/unit/umi-max'), useParams: () => ({ courseId: '1', examId: '5' }) }));
// The page's calls, at the module boundary: the server is not part of a component test.
jest.mock('@/services/htdz/exam', () => ({ getExam: jest.fn(), setExamQuestions: jest.fn(), addExamQuestions: jest.fn(), pickExamQuestions: jest.fn() }));
jest.mock('@/services/htdz/exercise', () => ({
  queryExerciseFolders: jest.fn(),
  queryExercises: jest.fn(),
  deleteExercises: jest.fn(),
  getExercise: jest.fn(),
}));
jest.mock('@/services/htdz/knowledge', () => ({ getKnowledgeGraph: jest.fn() }));
jest.mock('@/components/QuestionView', () => ({ __esModule: true, default: () => <div data-testid="question-view" /> }));

const load = getExam as jest.MockedFunction<typeof getExam>;
const save = setExamQuestions as jest.MockedFunction<typeof setExamQuestions>;
const add = addExamQuestions as jest.MockedFunction<typeof addExamQuestions>;
const pick = pickExamQuestions as jest.MockedFunction<typeof pickExamQuestions>;
const query = queryExercises as jest.MockedFunction<typeof queryExercises>;
// antd tables, forms and dialogs render slowly in jsdom on a busy machine
jest.setTimeout(40_000);

const STEMS: Record<number, [string, ExerciseType]> = {
  1: ['关系的候选码是', 'single'],
  2: ['关系代数的基本运算有', 'multiple'],
  3: ['外码必须引用主码', 'judge'],
  6: ['查询每个部门的员工人数', 'query'],
  7: ['查询选修了全部课程的学生', 'query'],
};
const question = (exerciseId: number, score: number, position: number): PaperQuestion => ({
  exerciseId,
  position,
  type: STEMS[exerciseId][1],
  stemText: STEMS[exerciseId][0],
  difficulty: 'medium',
  knowledge: [],
  sceneName: null,
  score,
});
const paper = (questions: [number, number][]): ExamDetail => ({
  examId: 5,
  courseId: 1,
  name: '数据库系统原理 期中考试',
  description: null,
  durationMinutes: 90,
  questionCount: questions.length,
  totalScore: questions.reduce((s, [, score]) => s + score, 0),
  publishedCount: 0,
  authorName: '李老师',
  updatedAt: '2025-03-18T08:30:00.000Z',
  courseName: '数据库系统原理',
  questions: questions.map(([id, score], i) => question(id, score, i + 1)),
});
const EXAM = paper([
  [1, 2],
  [2, 3],
]);
const exercise = (exerciseId: number, score: number): ExerciseSummary => ({
  exerciseId,
  courseId: 1,
  parentId: null,
  type: STEMS[exerciseId][1],
  stemText: STEMS[exerciseId][0],
  difficulty: 'easy',
  score,
  knowledge: [],
  sceneName: null,
  authorName: '李老师',
  canEdit: true,
  updatedAt: '2025-03-18T08:30:00.000Z',
});
const BANK = [exercise(1, 2), exercise(3, 1), exercise(6, 5)];

const paperList = () => screen.getByTestId('exam-questions');
const stems = () => [...paperList().querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[2]?.textContent);
const total = () => screen.getByTestId('exam-total').textContent;
const bankRow = (stem: string) => within(screen.getByTestId('bank-picker')).getByText(stem).closest('tr') as HTMLElement;

async function show() {
  await renderAntdUntil(<ExamExercisePage />, '外码必须引用主码', 8000);
}

const click = async (el: HTMLElement) => {
  await act(async () => {
    fireEvent.click(el);
  });
};

beforeEach(() => {
  jest.clearAllMocks();
  load.mockResolvedValue(ok(EXAM));
  query.mockResolvedValue(ok({ list: BANK, total: 3 }));
  (queryExerciseFolders as jest.Mock).mockResolvedValue(ok({ folders: [], rootCount: 3 }));
  (getKnowledgeGraph as jest.Mock).mockResolvedValue(
    ok({ points: [{ knowId: 106, courseId: 1, name: '连接查询', description: null, x: null, y: null }], edges: [] }),
  );
});

describe('the questions of an exam paper', () => {
  it('shows the paper’s questions and total beside the course’s bank, whose questions in the paper cannot be chosen again', async () => {
    await show();
    expect(load).toHaveBeenCalledWith(5);
    expect(query).toHaveBeenCalledWith(expect.objectContaining({ courseId: 1 }));
    expect(stems()).toEqual(['关系的候选码是', '关系代数的基本运算有']);
    expect(total()).toBe('共 2 题，总分 5 分');
    expect((within(bankRow('关系的候选码是')).getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('exam-questions-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('rescores, reorders and removes; 保存 sends the whole list in its new order with the new scores', async () => {
    save.mockImplementation(async (body) => ok(paper(body.questions.map((q) => [Number(q.exerciseId), Number(q.score)]))));
    await show();
    const second = screen.getByRole('spinbutton', { name: '第 2 题分值' });
    fireEvent.change(second, { target: { value: '4.5' } });
    fireEvent.blur(second);
    fireEvent.click(screen.getByRole('button', { name: '上移第 2 题' }));
    expect(stems()).toEqual(['关系代数的基本运算有', '关系的候选码是']);
    expect(total()).toBe('共 2 题，总分 6.5 分');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();

    await click(screen.getByTestId('exam-questions-save'));
    expect(save).toHaveBeenCalledWith({
      examId: 5,
      questions: [
        { exerciseId: 2, score: 4.5 },
        { exerciseId: 1, score: 2 },
      ],
    });
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
  });

  it('a missing score is refused before anything is sent', async () => {
    await show();
    const first = screen.getByRole('spinbutton', { name: '第 1 题分值' });
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.blur(first);
    await click(screen.getByTestId('exam-questions-save'));
    expect(await screen.findByText('第 1 题：请填写分值')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('adds chosen questions of the bank on the server and keeps the teacher’s unsaved changes', async () => {
    add.mockResolvedValue(
      ok(
        paper([
          [1, 2],
          [2, 3],
          [3, 1],
          [6, 5],
        ]),
      ),
    );
    await show();
    fireEvent.click(screen.getByRole('button', { name: '移除第 2 题' }));
    fireEvent.click(within(bankRow('外码必须引用主码')).getByRole('checkbox'));
    fireEvent.click(within(bankRow('查询每个部门的员工人数')).getByRole('checkbox'));
    await click(await screen.findByTestId('pick-add-chosen'));
    expect(add).toHaveBeenCalledWith({ examId: 5, exerciseIds: [3, 6] });
    // the removal is not saved yet: the question stays out, the new ones join the list
    await waitFor(() => expect(stems()).toEqual(['关系的候选码是', '外码必须引用主码', '查询每个部门的员工人数']));
    expect(total()).toBe('共 3 题，总分 8 分');
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
  });

  it('draws questions at random by rules, and shows the server’s refusal beside the rules', async () => {
    pick.mockRejectedValueOnce(new BizError({ errorMessage: 'SQL 查询（困难）只有 1 道可选，少于要求的 2 道', errorCode: 'VALIDATION_FAILED', showType: 2 }));
    pick.mockResolvedValueOnce(
      ok(
        paper([
          [1, 2],
          [2, 3],
          [6, 4],
          [7, 4],
        ]),
      ),
    );
    await show();
    await click(screen.getByTestId('exam-pick-open'));
    const dialog = (await screen.findByText('随机抽题', { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

    // a rule needs its type
    await click(within(dialog).getByRole('button', { name: /抽取 5 道题/ }));
    expect(await within(dialog).findByText('请选择题型')).toBeTruthy();
    expect(pick).not.toHaveBeenCalled();

    const type = within(dialog).getByRole('combobox', { name: '规则 1 的题型' });
    fireEvent.mouseDown(type);
    fireEvent.click(await screen.findByTitle('SQL 查询'));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '规则 1 的题目数量' }), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '规则 1 的每题分值' }), { target: { value: '4' } });
    await waitFor(() => expect(within(dialog).getByTestId('pick-totals').textContent).toBe('共抽 2 道题，合计 8 分'));

    await click(within(dialog).getByRole('button', { name: /抽取 2 道题/ }));
    expect(pick).toHaveBeenLastCalledWith(
      { examId: 5, rules: [{ type: 'query', difficulty: null, knowId: null, count: 2, score: 4 }] },
      { skipErrorHandler: true },
    );
    expect((await within(dialog).findByTestId('pick-refusal')).textContent).toContain('SQL 查询（困难）只有 1 道可选，少于要求的 2 道');
    expect(stems()).toEqual(['关系的候选码是', '关系代数的基本运算有']);

    await click(within(dialog).getByRole('button', { name: /抽取 2 道题/ }));
    await waitFor(() => expect(stems()).toEqual(['关系的候选码是', '关系代数的基本运算有', '查询每个部门的员工人数', '查询选修了全部课程的学生']));
    expect(total()).toBe('共 4 题，总分 13 分');
    // what the server holds is what the list shows: nothing to save
    expect((screen.getByTestId('exam-questions-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('leaving with unsaved changes asks first', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: '下移第 1 题' }));
    await click(screen.getByTestId('exam-open-info'));
    const dialog = (await screen.findAllByText('放弃未保存的修改？'))[0].closest('.ant-modal') as HTMLElement;
    expect(history.push).not.toHaveBeenCalled();
    await click(within(dialog).getByRole('button', { name: /离\s*开/ }));
    expect(history.push).toHaveBeenCalledWith('/teacher/course/1/exam/5/info');
  });

  it('a paper that cannot be loaded says so', async () => {
    load.mockRejectedValue(new BizError({ errorMessage: '考试不存在或已被删除', errorCode: 'NOT_FOUND', showType: 2 }));
    renderAntd(<ExamExercisePage />);
    expect(await screen.findByText('试卷不存在')).toBeTruthy();
  });
});
