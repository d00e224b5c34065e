import { screen } from '@testing-library/react';
import type { HomeScore } from '@contract/home';
import { renderAntd } from '../../../../tests/unit/render';
import RecentScores from './RecentScores';

jest.mock('@umijs/max', () => jest.requireActual('../../../../tests/unit/umi-max'));

const homework: HomeScore = {
  kind: 'homework',
  id: 3,
  examId: null,
  name: '第二章 作业',
  courseId: 1,
  classId: 2,
  courseName: '数据库系统原理',
  score: 8.5,
  maxScore: 10,
  at: '2025-03-20T08:00:00.000Z',
};
const exam: HomeScore = { ...homework, kind: 'exam', id: 6, examId: 4, name: '期中考试', score: 76, maxScore: 100 };

it('each score opens its result page, with the score out of the total', () => {
  renderAntd(<RecentScores scores={[exam, homework]} userId={7} />);
  expect(screen.getByText('期中考试').closest('a')!.getAttribute('href')).toBe('/stu/course/exam/examClass/detail/1/2/4/6');
  expect(screen.getByText('第二章 作业').closest('a')!.getAttribute('href')).toBe('/task-stu/detail/studentId/homeworkId/7/3');
  expect(screen.getByText('76 / 100 分')).toBeTruthy();
  expect(screen.getByText('8.5 / 10 分')).toBeTruthy();
  expect(screen.getByText('考试')).toBeTruthy();
});

it('says so when nothing is released yet', () => {
  renderAntd(<RecentScores scores={[]} userId={7} />);
  expect(screen.getByText('还没有公布的成绩')).toBeTruthy();
});
