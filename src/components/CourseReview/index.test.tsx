import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Course } from '@contract/course';
import { renderAntd } from '../../../tests/unit/render';
import { history } from '../../../tests/unit/umi-max';
import { ok } from '../../../tests/unit/envelope';
import { getCourse, reviewCourse } from '@/services/htdz/course';
import CourseReview from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/course', () => ({ getCourse: jest.fn(), reviewCourse: jest.fn() }));
jest.mock('@/components/RichText', () => {
  const doubles = jest.requireActual('../../../tests/unit/rich-text');
  return { __esModule: true, default: doubles.RichTextStandIn, RichTextView: doubles.RichTextViewStandIn };
});
jest.mock('@ant-design/pro-components', () => ({ PageContainer: ({ children }: { children: React.ReactNode }) => <div>{children}</div> }));

const get = getCourse as jest.MockedFunction<typeof getCourse>;
const review = reviewCourse as jest.MockedFunction<typeof reviewCourse>;

const submitted: Course = {
  courseId: 4,
  name: '数据库应用开发',
  cover: null,
  status: 'submitted',
  isTemplate: false,
  ownerId: 5,
  ownerName: '赵老师',
  templateId: null,
  sceneCount: 2,
  canEdit: false,
  updatedAt: '2025-03-18T07:10:00.000Z',
  description: '<p>连接池、事务、防止 SQL 注入</p>',
  reviewComment: null,
  reviewerName: null,
  submittedAt: '2025-03-18T07:10:00.000Z',
  reviewedAt: null,
  createdAt: '2025-02-14T07:10:00.000Z',
};

async function open(c: Course) {
  get.mockResolvedValue(ok(c));
  renderAntd(<CourseReview courseId={c.courseId} />);
  await screen.findByTestId('course-name');
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('reviewing a submitted course', () => {
  it('shows the course read-only with its description and owner', async () => {
    await open(submitted);
    expect(screen.getByTestId('course-name').textContent).toBe('数据库应用开发');
    expect(screen.getByText('赵老师')).toBeTruthy();
    expect(screen.getByTestId('rich-text-view').textContent).toContain('防止 SQL 注入');
  });

  it('退回 needs a comment: without one nothing is sent', async () => {
    await open(submitted);
    await act(async () => {
      fireEvent.click(screen.getByTestId('course-return'));
    });
    expect(await screen.findByText('退回时请填写审核意见')).toBeTruthy();
    expect(review).not.toHaveBeenCalled();
    expect(history.push).not.toHaveBeenCalled();
  });

  it('退回 with a comment sends it and goes back to the list', async () => {
    review.mockResolvedValue(ok({ ...submitted, status: 'draft', reviewComment: '请补充练习场景' }));
    await open(submitted);
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '  请补充练习场景 ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('course-return'));
    });
    expect(review).toHaveBeenCalledWith({ courseId: 4, approve: false, comment: '请补充练习场景' });
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/expert/list'));
  });

  it('通过 may go without a comment', async () => {
    review.mockResolvedValue(ok({ ...submitted, status: 'confirmed' }));
    await open(submitted);
    await act(async () => {
      fireEvent.click(screen.getByTestId('course-approve'));
    });
    expect(review).toHaveBeenCalledWith({ courseId: 4, approve: true, comment: null });
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/expert/list'));
  });

  it('a course not waiting for review offers no decision', async () => {
    await open({ ...submitted, status: 'confirmed' });
    expect(screen.getByTestId('course-review-closed')).toBeTruthy();
    expect(screen.queryByTestId('course-approve')).toBeNull();
    expect(screen.queryByTestId('course-return')).toBeNull();
  });
});
