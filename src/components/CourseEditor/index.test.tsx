import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Course, TeamMember } from '@contract/course';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { addTeamMember, courseTeam, getCourse, removeTeamMember, saveCourse, setTeamRole, submitCourse } from '@/services/htdz/course';
import CourseEditor from './index';
import { courseDraftKey } from '@/utils/course';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/course', () => ({
  getCourse: jest.fn(),
  saveCourse: jest.fn(),
  submitCourse: jest.fn(),
  uploadCover: jest.fn(),
  courseTeam: jest.fn(),
  addTeamMember: jest.fn(),
  setTeamRole: jest.fn(),
  removeTeamMember: jest.fn(),
}));
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
const team = courseTeam as jest.MockedFunction<typeof courseTeam>;
const add = addTeamMember as jest.MockedFunction<typeof addTeamMember>;
const remove = removeTeamMember as jest.MockedFunction<typeof removeTeamMember>;
const changeRole = setTeamRole as jest.MockedFunction<typeof setTeamRole>;

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
  canManage: true,
  myRole: 'owner',
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

describe('the teaching team', () => {
  const owner: TeamMember = { userId: 3, code: 'teacher', name: '李老师', role: 'owner', addedAt: null };
  const co: TeamMember = { userId: 8, code: 't_co', name: '周老师', role: 'co_teacher', addedAt: '2025-03-01T07:10:00.000Z' };
  const assistant: TeamMember = { userId: 9, code: 't_asst', name: '吴助教', role: 'assistant', addedAt: '2025-03-02T07:10:00.000Z' };

  async function openTeam(c: Course) {
    team.mockResolvedValue(ok([owner, co]));
    await open(c);
    fireEvent.click(screen.getByRole('tab', { name: '教学团队' }));
    await waitFor(() => expect(screen.getByTestId('course-team').textContent).toContain('周老师'));
  }

  it('the owner adds a teacher by account with a role, and removes one after confirming', async () => {
    await openTeam(course({}));
    expect(team).toHaveBeenCalledWith(2);
    add.mockResolvedValue(ok([owner, assistant, co]));
    fireEvent.change(screen.getByLabelText('教师账号'), { target: { value: ' t_asst ' } });
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '新成员的角色' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByTitle('助教'));
    });
    await act(async () => {
      fireEvent.click(screen.getByTestId('course-team-add'));
    });
    expect(add).toHaveBeenCalledWith({ courseId: 2, code: 't_asst', role: 'assistant' });
    await waitFor(() => expect(screen.getByTestId('course-team').textContent).toContain('吴助教'));
    remove.mockResolvedValue(ok([owner, co]));
    fireEvent.click(screen.getByTestId('course-team-remove-9'));
    const popup = (await screen.findByText('将 吴助教（t_asst）移出教学团队？')).closest('.ant-popover') as HTMLElement;
    await act(async () => {
      fireEvent.click(popup.querySelector('.ant-btn-primary') as HTMLElement);
    });
    expect(remove).toHaveBeenCalledWith({ courseId: 2, userId: 9 });
    await waitFor(() => expect(screen.getByTestId('course-team').textContent).not.toContain('吴助教'));
  });

  it('the owner changes a member’s role', async () => {
    await openTeam(course({}));
    changeRole.mockResolvedValue(ok([owner, { ...co, role: 'assistant' }]));
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: '周老师的角色' }));
    });
    const options = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await act(async () => {
      fireEvent.click([...options].find((o) => o.textContent === '助教') as HTMLElement);
    });
    expect(changeRole).toHaveBeenCalledWith({ courseId: 2, userId: 8, role: 'assistant' });
  });

  it('a co-teacher edits the info but neither submits the course nor manages the team', async () => {
    await openTeam(course({ canManage: false, myRole: 'co_teacher' }));
    expect(screen.queryByTestId('course-team-add')).toBeNull();
    expect(screen.queryByTestId('course-team-remove-8')).toBeNull();
    expect(screen.getByTestId('course-team').textContent).toContain('只有课程负责人可以添加、移除成员和修改角色。');
    fireEvent.click(screen.getByRole('tab', { name: '课程信息' }));
    expect(screen.getByTestId('course-save')).toBeTruthy();
    expect(screen.queryByTestId('course-submit')).toBeNull();
  });

  it('an assistant reads the course with what they may do, and no edit', async () => {
    await open(course({ canEdit: false, canManage: false, myRole: 'assistant' }));
    expect(screen.getByTestId('course-locked').textContent).toContain('你是这门课程的助教');
    expect(screen.queryByTestId('course-save')).toBeNull();
    expect(screen.getByRole('tab', { name: '教学团队' })).toBeTruthy();
  });

  it('an expert’s template has no team tab', async () => {
    await open(course({ isTemplate: true }));
    expect(screen.queryByRole('tab', { name: '教学团队' })).toBeNull();
  });
});
