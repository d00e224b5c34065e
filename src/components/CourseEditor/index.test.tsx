import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Course } from '@contract/course';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { getCourse, saveCourse, submitCourse } from '@/services/htdz/course';
import CourseEditor from './index';
import { courseDraftKey } from '@/utils/course';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn(), saveCourse: jest.fn(), submitCourse: jest.fn(), uploadCover: jest.fn() }));
jest.mock('@/components/RichText', () => {
  const doubles = jest.requireActual('../../../tests/unit/rich-text');
  return { __esModule: true, default: doubles.RichTextStandIn, RichTextView: doubles.RichTextViewStandIn };
});
jest.mock('@ant-design/pro-components', () => ({
  PageContainer: ({ children, extra }: { children: React.ReactNode; extra?: React.ReactNode }) => (
    <div>
      {extra}
      {children}
    </div>
  ),
}));

const get = getCourse as jest.MockedFunction<typeof getCourse>;
const save = saveCourse as jest.MockedFunction<typeof saveCourse>;
const submit = submitCourse as jest.MockedFunction<typeof submitCourse>;

const course = (over: Partial<Course>): Course => ({
  courseId: 2,
  name: '数据库设计与实践',
  cover: null,
  status: 'draft',
  isTemplate: false,
  ownerId: 3,
  ownerName: '李老师',
  templateId: null,
  sceneCount: 1,
  canEdit: true,
  updatedAt: '2025-03-14T07:10:00.000Z',
  description: '<p>从需求分析到建表</p>',
  reviewComment: null,
  reviewerName: null,
  submittedAt: null,
  reviewedAt: null,
  createdAt: '2025-02-14T07:10:00.000Z',
  ...over,
});

async function open(c: Course) {
  get.mockResolvedValue(ok(c));
  renderAntd(<CourseEditor area="teacher" courseId={c.courseId} />);
  await waitFor(() => expect(screen.queryByTestId('course-locked') ?? screen.queryByTestId('course-save')).not.toBeNull());
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('when the course info is locked', () => {
  it.each([
    ['submitted', { status: 'submitted' as const }, '课程正在审核中'],
    ['archived', { status: 'archived' as const }, '课程已归档'],
    ['not the owner', { canEdit: false }, '你不能修改这门课程'],
  ])('a course that is %s shows read-only with the reason', async (_label, over, reason) => {
    await open(course(over));
    expect(screen.getByTestId('course-locked').textContent).toContain(reason);
    expect(screen.queryByTestId('course-save')).toBeNull();
    expect(screen.queryByTestId('course-submit')).toBeNull();
    expect(screen.queryByLabelText('课程名称')).toBeNull();
    expect(screen.getByTestId('rich-text-view').textContent).toBe('<p>从需求分析到建表</p>');
  });
});

describe('the pages of the course', () => {
  it.each([
    ['teacher', '/course/knowledge/2'],
    ['expert', '/expert/course/2/knowledge'],
  ] as const)('a %s goes from the course info to its knowledge points', async (area, path) => {
    get.mockResolvedValue(ok(course({})));
    renderAntd(<CourseEditor area={area} courseId={2} />);
    fireEvent.click(await screen.findByTestId('course-knowledge'));
    expect(history.push).toHaveBeenCalledWith(path);
  });
});

describe('editing a course', () => {
  it('a returned course shows the expert’s comment above the form', async () => {
    await open(course({ reviewComment: '第 4 章缺少练习场景', reviewerName: '王专家', reviewedAt: '2025-03-15T07:10:00.000Z' }));
    const returned = screen.getByTestId('course-returned');
    expect(returned.textContent).toContain('审核未通过，已退回修改（审核人：王专家）');
    expect(returned.textContent).toContain('第 4 章缺少练习场景');
    expect(screen.getByTestId('course-save')).toBeTruthy();
  });

  it('keeps changes as a draft and saves name, cover and description, blank description as null', async () => {
    await open(course({}));
    fireEvent.change(screen.getByLabelText('课程名称'), { target: { value: '数据库设计' } });
    fireEvent.change(screen.getByTestId('rich-text'), { target: { value: '<p></p>' } });
    expect(JSON.parse(window.localStorage.getItem(courseDraftKey(2)) ?? 'null')).toMatchObject({ name: '数据库设计', description: '<p></p>' });
    expect(screen.getByText('有未保存的修改（草稿已自动保存在本机）')).toBeTruthy();
    save.mockResolvedValue(ok(course({ name: '数据库设计', description: null })));
    await act(async () => {
      fireEvent.click(screen.getByTestId('course-save'));
    });
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0][0]).toEqual({ courseId: 2, name: '数据库设计', description: null, cover: null, isTemplate: false });
    await waitFor(() => expect(window.localStorage.getItem(courseDraftKey(2))).toBeNull());
  });

  it('offers back a draft left by the last visit', async () => {
    window.localStorage.setItem(
      courseDraftKey(2),
      JSON.stringify({ name: '数据库设计（新）', description: '<p>新的介绍</p>', cover: '', savedAt: Date.now() }),
    );
    await open(course({}));
    expect(screen.getByTestId('course-draft-restored')).toBeTruthy();
    expect((screen.getByLabelText('课程名称') as HTMLInputElement).value).toBe('数据库设计（新）');
    fireEvent.click(screen.getByText('放弃草稿'));
    await waitFor(() => expect((screen.getByLabelText('课程名称') as HTMLInputElement).value).toBe('数据库设计与实践'));
  });

  it('does not save without a name', async () => {
    await open(course({}));
    fireEvent.change(screen.getByLabelText('课程名称'), { target: { value: ' ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('course-save'));
    });
    expect(await screen.findByText('请输入课程名称')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('submitting for review saves unsaved changes first, then the page locks', async () => {
    await open(course({}));
    fireEvent.change(screen.getByLabelText('课程名称'), { target: { value: '数据库设计' } });
    save.mockResolvedValue(ok(course({ name: '数据库设计' })));
    submit.mockResolvedValue(ok(course({ name: '数据库设计', status: 'submitted' })));
    fireEvent.click(screen.getByTestId('course-submit'));
    const popup = (await screen.findByText('将“数据库设计与实践”提交审核？')).closest('.ant-popover') as HTMLElement;
    await act(async () => {
      fireEvent.click(popup.querySelector('.ant-btn-primary') as HTMLElement);
    });
    await waitFor(() => expect(submit).toHaveBeenCalledWith(2));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.invocationCallOrder[0]).toBeLessThan(submit.mock.invocationCallOrder[0]);
    expect(await screen.findByTestId('course-locked')).toBeTruthy();
  });

  it('a confirmed course has no 提交审核', async () => {
    await open(course({ status: 'confirmed' }));
    expect(screen.getByTestId('course-save')).toBeTruthy();
    expect(screen.queryByTestId('course-submit')).toBeNull();
  });
});
