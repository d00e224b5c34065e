import { screen } from '@testing-library/react';
import type { CourseSummary } from '@contract/course';
import type { HomeSummary } from '@contract/home';
import { renderAntd } from '../../../../tests/unit/render';
import { useT } from '@/components/Locale';
import { courseBlocks } from './CoursesPanel';

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
const course = (over: Partial<CourseSummary>): CourseSummary =>
  ({
    courseId: 1,
    name: '数据库系统原理',
    cover: null,
    status: 'confirmed',
    isTemplate: false,
    templateId: null,
    ownerId: 3,
    ownerName: '李老师',
    sceneCount: 1,
    canEdit: true,
    updatedAt: '2025-03-20T08:00:00.000Z',
    ...over,
  }) as CourseSummary;

function Blocks({ summary }: { summary: HomeSummary }) {
  const t = useT();
  return (
    <>
      {courseBlocks(summary, t).map((b) => (
        <div key={b.key}>{b.node}</div>
      ))}
    </>
  );
}

it("a student's courses open their study page and show the progress", () => {
  const studyCourse = {
    clazzId: 2,
    clazzName: '1班',
    courseId: 1,
    courseName: '数据库系统原理',
    cover: null,
    teacherName: '李老师',
    startDate: null,
    endDate: null,
    chapterCount: 4,
    completedChapters: 1,
    progress: 25,
    lastStudiedAt: null,
  };
  renderAntd(<Blocks summary={{ ...base, studyCourses: [studyCourse as NonNullable<HomeSummary['studyCourses']>[number]] }} />);
  expect(screen.getByText('数据库系统原理').closest('a')!.getAttribute('href')).toBe('/stu/course/info/1/2');
  expect(screen.getByText('李老师 · 1班')).toBeTruthy();
  expect(screen.getByText('25%')).toBeTruthy();
  expect(screen.getByText('全部').closest('a')!.getAttribute('href')).toBe('/stu/course');
});

it("a teacher's courses and classes, each to its page, and empty lists said so", () => {
  renderAntd(
    <Blocks
      summary={{
        ...base,
        baseRoleType: 3,
        myCourses: [course({ status: 'draft' })],
        myClasses: [
          {
            sclassId: 9,
            name: '1班',
            courseId: 1,
            courseName: '数据库系统原理',
            ownerId: 3,
            ownerName: '李老师',
            startDate: null,
            endDate: null,
            studentCount: 30,
            canEdit: true,
          } as NonNullable<HomeSummary['myClasses']>[number],
        ],
      }}
    />,
  );
  expect(screen.getByTestId('home-my-courses').querySelector('a[href="/course/view/1"]')).not.toBeNull();
  expect(screen.getByText('草稿')).toBeTruthy();
  expect(screen.getByText('1班').closest('a')!.getAttribute('href')).toBe('/sclass/view/9');
  expect(screen.getByText('30 名学生')).toBeTruthy();
  const { getByText } = renderAntd(<Blocks summary={{ ...base, baseRoleType: 3, myCourses: [], myClasses: [] }} />);
  expect(getByText('还没有课程')).toBeTruthy();
  expect(getByText('还没有班级')).toBeTruthy();
});

it("an expert's templates open their editor, and courses to review their review page", () => {
  renderAntd(
    <Blocks
      summary={{
        ...base,
        baseRoleType: 2,
        myCourses: [course({ courseId: 11, name: '标准模板', isTemplate: true })],
        toConfirm: { list: [course({ courseId: 5, name: '课程设计', status: 'submitted' })], total: 7 },
      }}
    />,
  );
  expect(screen.getByText('我的课程模板')).toBeTruthy();
  expect(screen.getByText('标准模板').closest('a')!.getAttribute('href')).toBe('/expert/course/info/11');
  expect(screen.getByText('待审核的课程（7）')).toBeTruthy();
  expect(screen.getByText('课程设计').closest('a')!.getAttribute('href')).toBe('/expert/course/5/confirm');
});
