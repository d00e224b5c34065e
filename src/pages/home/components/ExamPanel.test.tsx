import { screen } from '@testing-library/react';
import type { HomeSummary } from '@contract/home';
import { renderAntd } from '../../../../tests/unit/render';
import ExamPanel from './ExamPanel';

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
const exam = (examClassId: number, more: Partial<NonNullable<HomeSummary['dueExams']>[number]>) => ({
  examClassId,
  examId: 4,
  name: `考试 ${examClassId}`,
  courseId: 1,
  classId: 2,
  courseName: '数据库系统原理',
  startAt: '2025-03-10T08:00:00.000Z',
  endAt: '2025-03-10T10:00:00.000Z',
  durationMinutes: 60,
  state: 'open' as const,
  deadline: null,
  ...more,
});

it('lists a student’s exams to take with their state, each opening the exam’s page', () => {
  renderAntd(
    <ExamPanel
      summary={{
        ...base,
        dueExams: [
          exam(12, { name: '期中测验', state: 'answering', deadline: '2025-03-10T09:00:00.000Z' }),
          exam(13, { name: '第五章测验', examId: null, state: 'upcoming' }),
        ],
      }}
    />,
  );
  expect(screen.getByText('近期考试')).toBeTruthy();
  expect(screen.getByText('期中测验').closest('a')!.getAttribute('href')).toBe('/stu/course/exam/examClass/detail/1/2/4/12');
  // a paper deleted after publishing leaves 0 in the address
  expect(screen.getByText('第五章测验').closest('a')!.getAttribute('href')).toBe('/stu/course/exam/examClass/detail/1/2/0/13');
  expect(screen.getByText('进行中')).toBeTruthy();
  expect(screen.getByText('未开始')).toBeTruthy();
  expect(screen.getByText(/数据库系统原理 · 正在作答，.* 截止/)).toBeTruthy();
  expect(screen.getByText(/数据库系统原理 · .* 至 .* · 60 分钟/)).toBeTruthy();
});

it('lists a teacher’s exams with answers to grade, each opening its report', () => {
  renderAntd(
    <ExamPanel
      summary={{ ...base, baseRoleType: 3, examsToReview: [{ examClassId: 9, name: '期中考试', courseId: 1, classId: 2, className: '1班', waitingCount: 3 }] }}
    />,
  );
  expect(screen.getByText('待批阅的考试')).toBeTruthy();
  expect(screen.getByText('期中考试').closest('a')!.getAttribute('href')).toBe('/teacher/course/1/exam/report/9');
  expect(screen.getByText('3')).toBeTruthy();
});

it('says so when nothing is due, and shows nothing for other roles', () => {
  const { unmount } = renderAntd(<ExamPanel summary={{ ...base, dueExams: [] }} />);
  expect(screen.getByText('没有要参加的考试')).toBeTruthy();
  unmount();
  const other = renderAntd(<ExamPanel summary={{ ...base, baseRoleType: 1 }} />);
  expect(other.container.textContent).toBe('');
});
