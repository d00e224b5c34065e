import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Course } from '@contract/course';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { ok } from '../../../../../tests/unit/envelope';
import { getCourse } from '@/services/htdz/course';
import { queryExerciseFolders, queryExercises } from '@/services/htdz/exercise';
import { getKnowledgeGraph } from '@/services/htdz/knowledge';
import TeacherCourseQuestionPage from './index';

let mockParams: Record<string, string> = {};
jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../../tests/unit/umi-max'), useParams: () => mockParams }));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn(), queryCourses: jest.fn() }));
jest.mock('@/services/htdz/exercise', () => ({
  queryExerciseFolders: jest.fn(),
  queryExercises: jest.fn(),
  deleteExercises: jest.fn(),
  moveExercises: jest.fn(),
  copyExercises: jest.fn(),
  saveExerciseFolder: jest.fn(),
  moveExerciseFolder: jest.fn(),
  deleteExerciseFolder: jest.fn(),
  getExercise: jest.fn(),
}));
jest.mock('@/services/htdz/knowledge', () => ({ getKnowledgeGraph: jest.fn() }));
jest.mock('@/components/QuestionView', () => ({ __esModule: true, default: () => null }));

const course = getCourse as jest.MockedFunction<typeof getCourse>;
const folders = queryExerciseFolders as jest.MockedFunction<typeof queryExerciseFolders>;
const query = queryExercises as jest.MockedFunction<typeof queryExercises>;
const graph = getKnowledgeGraph as jest.MockedFunction<typeof getKnowledgeGraph>;

const COURSE = { courseId: 1, name: '数据库系统原理', status: 'confirmed', canEdit: true } as Course;

beforeEach(() => {
  jest.clearAllMocks();
  mockParams = { courseId: '1', parentId: '12' };
  course.mockResolvedValue(ok(COURSE));
  folders.mockResolvedValue(ok({ folders: [{ folderId: 12, parentId: null, name: '单表查询', count: 0 }], rootCount: 0 }));
  query.mockResolvedValue(ok({ list: [], total: 0 }));
  graph.mockResolvedValue(ok({ points: [], edges: [] }));
});

describe("the teacher's question bank page", () => {
  it("opens the course's bank at the folder of the address, with the public library beside it", async () => {
    renderAntd(<TeacherCourseQuestionPage />);
    await waitFor(() => expect(query).toHaveBeenCalled());
    expect(query.mock.calls[0][0]).toMatchObject({ courseId: 1, parentId: 12 });
    expect(await screen.findByText('数据库系统原理', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '公共题库' })).toBeTruthy();
    expect(await screen.findByText('这里还没有题目', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('0 in the address is the whole bank, and an empty bank offers its first question', async () => {
    mockParams = { courseId: '1', parentId: '0' };
    renderAntd(<TeacherCourseQuestionPage />);
    await waitFor(() => expect(query).toHaveBeenCalled());
    expect(query.mock.calls[0][0].parentId).toBeUndefined();
    expect(await screen.findByText('还没有题目', {}, { timeout: 5000 })).toBeTruthy();
    const create = screen.getAllByText('新建题目');
    fireEvent.click(create[create.length - 1]);
    expect(history.push).toHaveBeenLastCalledWith('/question-bank/create/courseId/parentId/1/0');
  });

  it('the public library tab lists without a course', async () => {
    renderAntd(<TeacherCourseQuestionPage />);
    await waitFor(() => expect(query).toHaveBeenCalledTimes(1));
    const tab = await screen.findByRole('tab', { name: '公共题库' });
    await act(async () => {
      fireEvent.click(tab);
    });
    await waitFor(() => expect(query).toHaveBeenLastCalledWith(expect.objectContaining({ courseId: undefined })));
  });

  it('a course under review is read-only and says why', async () => {
    course.mockResolvedValue(ok({ ...COURSE, status: 'submitted' }));
    renderAntd(<TeacherCourseQuestionPage />);
    expect(await screen.findByText('课程正在审核中，审核结束前题库只能查看')).toBeTruthy();
    await waitFor(() => expect(query).toHaveBeenCalled());
    expect(screen.queryByText('新建题目')).toBeNull();
    expect(screen.queryByRole('button', { name: /新建文件夹/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: '公共题库' })).toBeNull();
  });

  it('a course that cannot be found says so', async () => {
    course.mockRejectedValue(new Error('课程不存在'));
    // ahooks reports the failed request on the console; the request error handler shows it to the user
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAntd(<TeacherCourseQuestionPage />);
    expect(await screen.findByText('课程不存在')).toBeTruthy();
    expect(query).not.toHaveBeenCalled();
    log.mockRestore();
  });
});
