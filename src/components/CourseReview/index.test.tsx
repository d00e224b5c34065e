import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Chapter, ChapterNode } from '@contract/chapter';
import type { CourseStats } from '@contract/chapter-stats';
import type { Course } from '@contract/course';
import type { Exercise, ExerciseSummary, StudentExercise } from '@contract/exercise';
import type { KnowledgeGraph } from '@contract/knowledge';
import type { SceneSummary } from '@contract/scene';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { BizError } from '@/request/adapter';
import { getChapter, queryChapterTree } from '@/services/htdz/chapter';
import { getCourseStats } from '@/services/htdz/chapter-stats';
import { getCourse, reviewCourse } from '@/services/htdz/course';
import { getExercise, queryExercises } from '@/services/htdz/exercise';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import { queryScenes } from '@/services/htdz/scene';
import CourseReview from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn(), reviewCourse: jest.fn() }));
jest.mock('@/services/htdz/chapter', () => ({
  queryChapterTree: jest.fn(),
  getChapter: jest.fn(),
  fetchResource: jest.fn(() => new Promise(() => undefined)),
}));
jest.mock('@/services/htdz/chapter-stats', () => ({ getCourseStats: jest.fn() }));
jest.mock('@/services/htdz/knowledge', () => ({ getKnowledgeGraph: jest.fn() }));
jest.mock('@/services/htdz/exercise', () => ({ queryExercises: jest.fn(), getExercise: jest.fn(), deleteExercises: jest.fn() }));
jest.mock('@/services/htdz/scene', () => ({ queryScenes: jest.fn() }));
jest.mock('@/components/RichText', () => {
  const doubles = jest.requireActual('../../../tests/unit/rich-text');
  return { __esModule: true, default: doubles.RichTextStandIn, RichTextView: doubles.RichTextViewStandIn };
});
jest.mock('@ant-design/pro-components', () => ({
  ...jest.requireActual('@ant-design/pro-components'),
  PageContainer: ({ children }: { children: React.ReactNode }) => <div>{children}</div>,
}));
// the graph (G6) and the question drawing have their own tests; here: what the review hands them
jest.mock('@/components/KnowledgePreview', () => ({
  __esModule: true,
  default: ({ courseId }: { courseId: number }) => <div data-testid="knowledge-preview">{courseId}</div>,
}));
jest.mock('@/components/QuestionView', () => ({
  __esModule: true,
  default: ({ exercise, showAnswer }: { exercise: StudentExercise; showAnswer?: boolean }) => (
    <div data-testid="question-view" data-show={String(!!showAnswer)}>
      {exercise.stem}
    </div>
  ),
}));

const get = getCourse as jest.MockedFunction<typeof getCourse>;
const review = reviewCourse as jest.MockedFunction<typeof reviewCourse>;
const tree = queryChapterTree as jest.MockedFunction<typeof queryChapterTree>;
const chapter = getChapter as jest.MockedFunction<typeof getChapter>;
const stats = getCourseStats as jest.MockedFunction<typeof getCourseStats>;
const graph = getKnowledgeGraph as jest.MockedFunction<typeof getKnowledgeGraph>;
const exercises = queryExercises as jest.MockedFunction<typeof queryExercises>;
const exercise = getExercise as jest.MockedFunction<typeof getExercise>;
const scenes = queryScenes as jest.MockedFunction<typeof queryScenes>;

const submitted: Course = {
  courseId: 4,
  name: '数据库应用开发',
  cover: null,
  status: 'submitted',
  isTemplate: false,
  ownerId: 5,
  ownerName: '赵老师',
  templateId: null,
  sceneCount: 1,
  canEdit: false,
  canManage: false,
  myRole: null,
  updatedAt: '2025-03-18T07:10:00.000Z',
  description: '<p>连接池、事务、防止 SQL 注入</p>',
  reviewComment: null,
  reviewerName: null,
  submittedAt: '2025-03-18T07:10:00.000Z',
  reviewedAt: null,
  createdAt: '2025-02-14T07:10:00.000Z',
};

const chapters: ChapterNode[] = [
  {
    chapterId: 11,
    parentId: null,
    title: '第一章 连接数据库',
    serialNum: 1,
    children: [
      { chapterId: 12, parentId: 11, title: '1.1 连接池', serialNum: 1 },
      { chapterId: 13, parentId: 11, title: '1.2 事务', serialNum: 2 },
    ],
  },
  { chapterId: 14, parentId: null, title: '第二章 防止 SQL 注入', serialNum: 2, children: [] },
];
const chapterOf = (chapterId: number, title: string): Chapter => ({
  chapterId,
  parentId: null,
  title,
  serialNum: 1,
  courseId: 4,
  content: `<p>${title}的正文</p>`,
  updatedAt: '2025-03-18T07:10:00.000Z',
  resources: [],
});

const row = (exerciseId: number, type: ExerciseSummary['type'], difficulty: ExerciseSummary['difficulty'], stemText: string): ExerciseSummary => ({
  exerciseId,
  courseId: 4,
  parentId: null,
  type,
  stemText,
  difficulty,
  score: 2,
  knowledge: [],
  sceneName: null,
  authorName: '赵老师',
  canEdit: false,
  updatedAt: '2025-03-18T07:10:00.000Z',
});
const bank = [row(1, 'single', 'easy', '事务的隔离级别有几种'), row(2, 'single', 'medium', '连接池的作用是'), row(3, 'query', 'hard', '查询每门课的平均分')];

const points: KnowledgeGraph = {
  points: [
    { knowId: 7, courseId: 4, name: '事务', description: null, x: null, y: null },
    { knowId: 8, courseId: 4, name: '连接池', description: null, x: null, y: null },
  ],
  edges: [],
};

const scene: SceneSummary = {
  sceneId: 31,
  courseId: 4,
  courseName: '数据库应用开发',
  name: '学生选课',
  description: '学生、课程与选课三张表',
  tableNames: ['student', 'course', 'sc'],
  creatorName: '赵老师',
  usedBy: 1,
  hiddenDataCount: 0,
  canEdit: false,
  updatedAt: '2025-03-18T07:10:00.000Z',
};

const courseStats = {
  courseId: 4,
  name: '数据库应用开发',
  isTemplate: false,
  chapterCount: 4,
  resourceCount: 6,
  knowledgeCount: 2,
  sceneCount: 1,
} as CourseStats;

async function open(c: Course) {
  get.mockResolvedValue(ok(c));
  renderAntd(<CourseReview courseId={c.courseId} />);
  await screen.findByTestId('course-name');
}

const tabNamed = (name: string) => screen.getAllByRole('tab').find((tab) => tab.textContent?.startsWith(name))!;

beforeEach(() => {
  jest.clearAllMocks();
  tree.mockResolvedValue(ok(chapters));
  chapter.mockImplementation(async (id) => ok(chapterOf(id, id === 12 ? '1.1 连接池' : '第一章 连接数据库')));
  stats.mockResolvedValue(ok(courseStats));
  graph.mockResolvedValue(ok(points));
  exercises.mockImplementation(async (q) => {
    const list = bank.filter((e) => (!q.type || e.type === q.type) && (!q.difficulty || e.difficulty === q.difficulty));
    return ok({ list: list.slice(0, Number(q.pageSize ?? 10)), total: list.length });
  });
  exercise.mockImplementation(async (id) =>
    ok({
      ...bank.find((e) => e.exerciseId === id)!,
      stem: '<p>题干</p>',
      analysis: null,
      spec: { type: 'single', options: [{ key: 'A', text: '复用连接' }], answer: 'A' },
    } as unknown as Exercise),
  );
  scenes.mockResolvedValue(ok({ list: [scene], total: 1 }));
});

describe('reviewing a submitted course', () => {
  it('shows the course read-only with its description and owner', async () => {
    await open(submitted);
    expect(screen.getByTestId('course-name').textContent).toBe('数据库应用开发');
    expect(screen.getByText('赵老师')).toBeTruthy();
    expect(screen.getByTestId('rich-text-view').textContent).toContain('防止 SQL 注入');
  });

  it('counts what the course holds: chapters and sections, resources, questions, scenes, knowledge points', async () => {
    await open(submitted);
    const count = (id: string) => screen.getByTestId(`course-review-count-${id}`).textContent;
    await waitFor(() => expect(count('questions')).toContain('3'));
    expect(count('chapters')).toMatch(/章节2章 \/ 2 节/);
    expect(count('resources')).toContain('6');
    expect(count('scenes')).toContain('1');
    expect(count('knowledge')).toContain('2');
    expect(tabNamed('章节').textContent).toBe('章节2');
    expect(tabNamed('题目').textContent).toBe('题目3');
  });

  it('章节 shows the tree and reads the chosen chapter on demand', async () => {
    await open(submitted);
    await waitFor(() => expect(tabNamed('章节').textContent).toBe('章节2'));
    expect(chapter).not.toHaveBeenCalled();
    fireEvent.click(tabNamed('章节'));
    await waitFor(() => expect(screen.getByTestId('chapter-title').textContent).toBe('第一章 连接数据库'));
    expect(screen.getAllByTestId('rich-text-view').some((v) => v.textContent?.includes('第一章 连接数据库的正文'))).toBe(true);
    fireEvent.click(within(screen.getByTestId('course-review-chapters')).getByText('1.1 连接池'));
    await waitFor(() => expect(screen.getByTestId('chapter-title').textContent).toBe('1.1 连接池'));
    expect(chapter).toHaveBeenLastCalledWith(12);
  });

  it('题目 counts by type and difficulty, lists the questions read-only and previews one with its answer', async () => {
    await open(submitted);
    fireEvent.click(screen.getByTestId('course-review-count-questions'));
    await waitFor(() => expect(screen.getByTestId('course-review-type-single').textContent).toBe('单选题 2'));
    expect(screen.getByTestId('course-review-type-query').textContent).toContain('1');
    expect(screen.queryByTestId('course-review-type-judge')).toBeNull();
    expect(screen.getByTestId('course-review-difficulty-easy').textContent).toBe('简单 1');
    expect(screen.getByTestId('course-review-difficulty-hard').textContent).toBe('困难 1');
    const list = screen.getByTestId('course-review-questions');
    await within(list).findByText('连接池的作用是');
    expect(within(list).queryByText('编辑')).toBeNull();
    expect(within(list).queryByText('删除')).toBeNull();
    expect(within(list).queryByText('新建题目')).toBeNull();
    fireEvent.click(within(list).getByText('连接池的作用是'));
    const view = await screen.findByTestId('question-view');
    expect(view.dataset.show).toBe('true');
    expect(exercise).toHaveBeenCalledWith(2);
  });

  it('场景 lists the scenes; 查看 opens one on the expert’s read-only scene page', async () => {
    await open(submitted);
    fireEvent.click(tabNamed('场景'));
    const list = await screen.findByTestId('course-review-scenes');
    await within(list).findByText('学生选课');
    expect(within(list).getByText('sc')).toBeTruthy();
    expect(scenes).toHaveBeenCalledWith({ courseId: 4, current: 1, pageSize: 10 });
    fireEvent.click(within(list).getByText('查看'));
    expect(history.push).toHaveBeenCalledWith('/expert/publicLib/scene/view/31');
  });

  it('知识点 shows the graph of the course', async () => {
    await open(submitted);
    fireEvent.click(tabNamed('知识点'));
    expect((await screen.findByTestId('knowledge-preview')).textContent).toBe('4');
  });

  it('empty parts say so in Chinese', async () => {
    tree.mockResolvedValue(ok([]));
    exercises.mockResolvedValue(ok({ list: [], total: 0 }));
    scenes.mockResolvedValue(ok({ list: [], total: 0 }));
    await open({ ...submitted, sceneCount: 0 });
    fireEvent.click(tabNamed('章节'));
    expect(await screen.findByText('这门课程还没有章节')).toBeTruthy();
    fireEvent.click(tabNamed('题目'));
    expect(await screen.findByText('这门课程还没有题目')).toBeTruthy();
    fireEvent.click(tabNamed('场景'));
    expect(await screen.findByText('这门课程还没有场景')).toBeTruthy();
  });

  it('a part that fails says why, and 重试 loads it again', async () => {
    tree.mockRejectedValueOnce(new Error('network'));
    exercises.mockRejectedValueOnce(new BizError({ errorCode: '403', errorMessage: '没有权限查看这门课程的题库', showType: 2 }));
    await open(submitted);
    await waitFor(() => expect(screen.getByTestId('course-review-count-chapters').textContent).toContain('—'));
    fireEvent.click(tabNamed('章节'));
    const failed = await screen.findByTestId('course-review-part-failed');
    expect(failed.textContent).toContain('章节加载失败');
    expect(failed.textContent).toContain('请检查网络后重试');
    await act(async () => {
      fireEvent.click(within(failed).getByRole('button'));
    });
    await waitFor(() => expect(screen.getByTestId('chapter-title').textContent).toBe('第一章 连接数据库'));
    fireEvent.click(tabNamed('题目'));
    expect((await screen.findByTestId('course-review-part-failed')).textContent).toContain('没有权限查看这门课程的题库');
  });

  it('退回 needs a comment: without one nothing is sent', async () => {
    await open(submitted);
    await act(async () => {
      fireEvent.click(screen.getByTestId('course-return'));
    });
    expect(await screen.findByText('退回时请填写审核意见')).toBeTruthy();
    expect(review).not.toHaveBeenCalled();
    expect(history.push).not.toHaveBeenCalled();
  });

  it('退回 with a comment sends it and goes back to the list', async () => {
    review.mockResolvedValue(ok({ ...submitted, status: 'draft', reviewComment: '请补充练习场景' }));
    await open(submitted);
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '  请补充练习场景 ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('course-return'));
    });
    expect(review).toHaveBeenCalledWith({ courseId: 4, approve: false, comment: '请补充练习场景' });
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/expert/list'));
  });

  it('通过 may go without a comment', async () => {
    review.mockResolvedValue(ok({ ...submitted, status: 'confirmed' }));
    await open(submitted);
    await act(async () => {
      fireEvent.click(screen.getByTestId('course-approve'));
    });
    expect(review).toHaveBeenCalledWith({ courseId: 4, approve: true, comment: null });
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/expert/list'));
  });

  it('a course not waiting for review offers no decision, and its content stays readable', async () => {
    await open({ ...submitted, status: 'confirmed' });
    expect(screen.getByTestId('course-review-closed')).toBeTruthy();
    expect(screen.queryByTestId('course-approve')).toBeNull();
    expect(screen.queryByTestId('course-return')).toBeNull();
    fireEvent.click(tabNamed('章节'));
    await waitFor(() => expect(screen.getByTestId('chapter-title').textContent).toBe('第一章 连接数据库'));
  });

  it('a course one may not read loads none of its parts', async () => {
    get.mockRejectedValue(new Error('forbidden'));
    renderAntd(<CourseReview courseId={4} />);
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    for (const call of [tree, stats, graph, exercises, scenes]) expect(call).not.toHaveBeenCalled();
  });

  it('the page may keep the open tab', async () => {
    const onTabChange = jest.fn();
    get.mockResolvedValue(ok(submitted));
    renderAntd(<CourseReview courseId={4} tab="scenes" onTabChange={onTabChange} />);
    await screen.findByTestId('course-review-scenes');
    fireEvent.click(screen.getByTestId('course-review-count-knowledge'));
    expect(onTabChange).toHaveBeenCalledWith('knowledge');
  });
});
