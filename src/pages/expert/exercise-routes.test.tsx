// The expert's pages of the question editor are thin: each reads its address and opens the editor on the right bank, folder and
// question, with the right way back. The editor itself is tested in src/components/ExerciseEditor.
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import ExpertExerciseCreatePage from './course/exercise/create';
import ExpertExerciseUpdatePage from './course/exercise/update';
import PublicExerciseCreatePage from './public-library/exercise/create';
import PublicExerciseUpdatePage from './public-library/exercise/update';
import type ExerciseEditor from '@/components/ExerciseEditor';

let params: Record<string, string> = {};
jest.mock('@umijs/max', () => ({ ...jest.requireActual('../../../tests/unit/umi-max'), useParams: () => params }));
jest.mock('@/components/ExerciseEditor', () => ({
  __esModule: true,
  default: ({ previewPath, ...props }: ComponentProps<typeof ExerciseEditor>) => (
    <pre data-testid="editor">{JSON.stringify({ ...props, preview: previewPath?.(21) ?? null })}</pre>
  ),
}));
jest.mock('@/components/BadParam', () => ({ __esModule: true, default: ({ bare }: { bare: boolean }) => <div data-testid="bad-param">{String(bare)}</div> }));

const editor = () => JSON.parse(screen.getByTestId('editor').textContent ?? 'null') as Record<string, unknown>;
const at = (p: Record<string, string>) => {
  params = p;
};

describe('the expert pages (in the layout)', () => {
  it('a course template: back to its exercise list', () => {
    at({ courseId: '5' });
    const { unmount } = render(<ExpertExerciseCreatePage />);
    expect(editor()).toEqual({ courseId: 5, parentId: null, exerciseId: null, bare: false, listPath: '/expert/course/5/exercise', preview: null });
    unmount();
    at({ courseId: '5', exerciseId: '21' });
    render(<ExpertExerciseUpdatePage />);
    expect(editor()).toMatchObject({ courseId: 5, exerciseId: 21, bare: false, listPath: '/expert/course/5/exercise' });
  });

  it('the public library: no course, back to the public exercises', () => {
    at({});
    const { unmount } = render(<PublicExerciseCreatePage />);
    expect(editor()).toEqual({ courseId: null, parentId: null, exerciseId: null, bare: false, listPath: '/expert/public_library/exercise', preview: null });
    unmount();
    at({ exerciseId: '21' });
    render(<PublicExerciseUpdatePage />);
    expect(editor()).toMatchObject({ courseId: null, exerciseId: 21, listPath: '/expert/public_library/exercise' });
  });

  it('an expert address that is no number says so inside the layout', () => {
    at({ exerciseId: 'x' });
    render(<PublicExerciseUpdatePage />);
    expect(screen.getByTestId('bad-param').textContent).toBe('false');
  });
});
