import { screen } from '@testing-library/react';
import type { HomeSummary } from '@contract/home';
import { renderAntd } from '../../../../tests/unit/render';
import HomeworkPanel from './HomeworkPanel';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));

const base: HomeSummary = {
  roleType: 4,
  baseRoleType: 4,
  notReadNotices: 0,
  rules: [],
  admin: null,
  myOpenFeedback: 0,
  dueHomework: null,
  toReview: null,
  dueExams: null,
  examsToReview: null,
  recentScores: null,
  studyCourses: null,
  myCourses: null,
  myClasses: null,
  toConfirm: null,
};

it('lists a student’s homework to hand in, each opening the answer sheet', () => {
  renderAntd(
    <HomeworkPanel
      userId={7}
      summary={{
        ...base,
        dueHomework: [
          { homeworkId: 3, name: '第二章 作业', courseId: 1, classId: 2, courseName: '数据库系统原理', endAt: '2025-03-10T08:00:00.000Z', status: 'answering' },
        ],
      }}
    />,
  );
  expect(screen.getByText('待完成的作业')).toBeTruthy();
  expect(screen.getByText('第二章 作业').closest('a')!.getAttribute('href')).toBe('/task-stu/answser/studentId/homeworkId/7/3');
  expect(screen.getByText('作答中')).toBeTruthy();
  expect(screen.getByText(/数据库系统原理 · 截止/)).toBeTruthy();
});

it('lists a teacher’s homework waiting for review, each opening its review page', () => {
  renderAntd(
    <HomeworkPanel
      userId={3}
      summary={{ ...base, baseRoleType: 3, toReview: [{ homeworkId: 5, name: '第三章 作业', courseId: 1, classId: 2, className: '1班', waitingCount: 4 }] }}
    />,
  );
  expect(screen.getByText('第三章 作业').closest('a')!.getAttribute('href')).toBe('/teacher/course/task/review/courseId/classId/homeworkId/1/2/5');
  expect(screen.getByText('4')).toBeTruthy();
});

it('says so when nothing waits, and shows nothing for other roles', () => {
  const { container, unmount } = renderAntd(<HomeworkPanel userId={7} summary={{ ...base, dueHomework: [] }} />);
  expect(screen.getByText('没有待完成的作业')).toBeTruthy();
  unmount();
  const other = renderAntd(<HomeworkPanel userId={1} summary={{ ...base, baseRoleType: 1 }} />);
  expect(other.container.textContent).toBe('');
  expect(container).toBeTruthy();
});
