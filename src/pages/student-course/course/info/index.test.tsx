import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAntd } from '../../../../../tests/unit/render';
import { history } from '../../../../../tests/unit/umi-max';
import { ok } from '../../../../../tests/unit/envelope';
import { getStudyCourseInfo, queryStudyChapters } from '@/services/htdz/study';
import StudyCourseInfoPage from './index';

jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../../../tests/unit/umi-max'), useParams: () => ({ courseId: '1', clazzId: '2' }) }));
jest.mock('@/services/htdz/study', () => ({ getStudyCourseInfo: jest.fn(), queryStudyChapters: jest.fn() }));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../../tests/unit/rich-text').RichTextViewStandIn }));

async function show() {
  (getStudyCourseInfo as jest.Mock).mockResolvedValue(
    ok({
      clazzId: 2,
      clazzName: '2班',
      courseId: 1,
      courseName: '数据库系统原理',
      cover: null,
      description: null,
      teacherName: '李老师',
      startDate: null,
      endDate: null,
      chapterCount: 0,
      completedChapters: 0,
      progress: 0,
      lastStudiedAt: null,
    }),
  );
  (queryStudyChapters as jest.Mock).mockResolvedValue(ok([]));
  renderAntd(<StudyCourseInfoPage />);
  await waitFor(() => expect(screen.getByTestId('study-course-name')).toBeTruthy());
}

it('the course page of a class leads to 知识点练习 of that class', async () => {
  await show();
  fireEvent.click(screen.getByTestId('study-nav-practice'));
  expect(history.push).toHaveBeenCalledWith('/stu/course/knowledge/list/1/2');
});

it('the course page of a class leads to 实验, the lab images of that class', async () => {
  await show();
  const lab = screen.getByTestId('study-nav-lab');
  expect(lab.textContent).toContain('实验');
  fireEvent.click(lab);
  expect(history.push).toHaveBeenLastCalledWith('/stu/images/1/2');
});
