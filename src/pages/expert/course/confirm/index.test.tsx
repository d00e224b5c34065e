import { fireEvent, render, screen } from '@testing-library/react';
import ExpertCourseConfirmPage from './index';

const mockRoute = { courseId: '4', search: 'tab=scenes', setSearch: jest.fn() };

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: mockRoute.courseId }),
  useSearchParams: () => [new URLSearchParams(mockRoute.search), mockRoute.setSearch],
}));
// the review itself has its own tests; here: what the page hands it from the address, and what it keeps there
jest.mock('@/components/CourseReview', () => ({
  __esModule: true,
  default: ({ courseId, tab, onTabChange }: { courseId: number; tab: string; onTabChange: (tab: string) => void }) => (
    <div data-testid="review" data-course={courseId} data-tab={tab}>
      <button type="button" onClick={() => onTabChange('questions')}>
        题目
      </button>
      <button type="button" onClick={() => onTabChange('info')}>
        课程信息
      </button>
    </div>
  ),
}));
jest.mock('@/components/BadParam', () => ({ __esModule: true, default: () => <div data-testid="bad-param" /> }));

beforeEach(() => {
  jest.clearAllMocks();
  Object.assign(mockRoute, { courseId: '4', search: 'tab=scenes' });
});

it('opens the tab the address names and keeps a new one there, replacing the entry', () => {
  render(<ExpertCourseConfirmPage />);
  const review = screen.getByTestId('review');
  expect(review.dataset.course).toBe('4');
  expect(review.dataset.tab).toBe('scenes');
  fireEvent.click(screen.getByText('题目'));
  expect(mockRoute.setSearch).toHaveBeenLastCalledWith({ tab: 'questions' }, { replace: true });
  fireEvent.click(screen.getByText('课程信息'));
  expect(mockRoute.setSearch).toHaveBeenLastCalledWith({}, { replace: true });
});

it('an unknown tab opens 课程信息; a bad course id is a bad link', () => {
  mockRoute.search = 'tab=nothing';
  const { unmount } = render(<ExpertCourseConfirmPage />);
  expect(screen.getByTestId('review').dataset.tab).toBe('info');
  unmount();
  mockRoute.courseId = 'x';
  render(<ExpertCourseConfirmPage />);
  expect(screen.getByTestId('bad-param')).toBeTruthy();
});
