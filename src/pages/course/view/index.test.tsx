import { fireEvent, screen } from '@testing-library/react';
import type { Course } from '@contract/course';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { getCourse } from '@/services/htdz/course';
import CourseViewPage from './index';

const TEACHER = { canAdmin: false, isExpert: false, isTeacher: true, isStudent: false, canTeach: true, isUser: true };
jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '1' }),
  useAccess: () => TEACHER,
}));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn() }));
jest.mock('@/components/RichText', () => ({ RichTextView: jest.requireActual('../../../../tests/unit/rich-text').RichTextViewStandIn }));

const course = (canEdit: boolean) =>
  ({
    courseId: 1,
    name: '数据库系统原理',
    cover: null,
    status: 'confirmed',
    isTemplate: false,
    ownerId: 3,
    ownerName: '李老师',
    templateId: null,
    sceneCount: 3,
    canEdit,
    updatedAt: '2025-03-18T08:30:00.000Z',
    description: null,
    reviewComment: null,
    reviewerName: null,
    submittedAt: null,
    reviewedAt: null,
    createdAt: '2025-02-01T08:30:00.000Z',
  }) as Course;

beforeEach(() => jest.clearAllMocks());

describe('a course’s page for its teacher', () => {
  it('leads to the course’s lab images, as it leads to its exams', async () => {
    (getCourse as jest.Mock).mockResolvedValue(ok(course(true)));
    renderAntd(<CourseViewPage />);
    const entry = await screen.findByTestId('course-view-lab-images');
    expect(entry.textContent).toContain('实验镜像');
    fireEvent.click(entry);
    expect(history.push).toHaveBeenLastCalledWith('/teacher/images/1');
    fireEvent.click(screen.getByTestId('course-view-exams'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/course/1/exam');
    fireEvent.click(screen.getByTestId('course-view-lab-containers'));
    expect(history.push).toHaveBeenLastCalledWith('/teacher/container/1');
  });

  it('a course the teacher does not edit shows neither', async () => {
    (getCourse as jest.Mock).mockResolvedValue(ok(course(false)));
    renderAntd(<CourseViewPage />);
    await screen.findByTestId('course-view-homework');
    expect(screen.queryByTestId('course-view-lab-images')).toBeNull();
    expect(screen.queryByTestId('course-view-exams')).toBeNull();
    // a co-teacher still watches the course's containers
    expect(screen.getByTestId('course-view-lab-containers')).toBeTruthy();
  });
});
