import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { queryChapterTree } from '@/services/htdz/chapter';
import { queryClasses } from '@/services/htdz/clazz';
import ChapterStatsEntry from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/chapter', () => ({ queryChapterTree: jest.fn() }));
jest.mock('@/services/htdz/clazz', () => ({ queryClasses: jest.fn() }));

const klass = (sclassId: number, name: string, studentCount: number) => ({ sclassId, name, courseId: 1, courseName: '数据库系统原理', studentCount });
const tree = [
  { chapterId: 1, parentId: null, title: '第一章 绪论', serialNum: 1, children: [{ chapterId: 2, parentId: 1, title: '1.1 数据库系统概述', serialNum: 1 }] },
];

beforeEach(() => jest.clearAllMocks());

const openModal = async () => {
  renderAntd(<ChapterStatsEntry courseId={1} />);
  fireEvent.click(screen.getByTestId('course-stats-button'));
  await waitFor(() => expect(queryClasses).toHaveBeenCalledWith({ courseId: 1, pageSize: 100 }));
};

describe('学习统计 on the course page', () => {
  it('a teacher picks a class and lands on the first chapter of the course for it', async () => {
    (queryClasses as jest.Mock).mockResolvedValue(ok({ list: [klass(1, '2023级计算机科学1班', 7), klass(2, '2023级计算机科学2班', 3)], total: 2 }));
    (queryChapterTree as jest.Mock).mockResolvedValue(ok(tree));
    await openModal();
    await waitFor(() => expect(screen.getByTestId('stats-entry-class-2')).toBeTruthy());
    expect(screen.getByText('7 名学生')).toBeTruthy();
    fireEvent.click(screen.getByTestId('stats-entry-class-2'));
    expect(history.push).toHaveBeenCalledWith('/teacher/course/chapter/statis/list/1/1/2/1');
  });

  it('a course without classes says so and links to the class list', async () => {
    (queryClasses as jest.Mock).mockResolvedValue(ok({ list: [], total: 0 }));
    (queryChapterTree as jest.Mock).mockResolvedValue(ok(tree));
    await openModal();
    await waitFor(() => expect(screen.getByText('这门课程还没有班级')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: /去班级管理/ }));
    expect(history.push).toHaveBeenCalledWith('/teacher/sclassList');
  });

  it('a course without chapters says there is nothing to count', async () => {
    (queryClasses as jest.Mock).mockResolvedValue(ok({ list: [klass(1, '2023级计算机科学1班', 7)], total: 1 }));
    (queryChapterTree as jest.Mock).mockResolvedValue(ok([]));
    await openModal();
    await waitFor(() => expect(screen.getByTestId('stats-entry-no-chapter')).toBeTruthy());
    expect(screen.queryByTestId('stats-entry-class-1')).toBeNull();
  });
});
