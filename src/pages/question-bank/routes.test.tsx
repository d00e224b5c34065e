// The teacher's pages of the question editor are thin: each reads its address and opens the editor on the right bank, folder and
// question, with the right way back. The editor itself is tested in src/components/ExerciseEditor.
import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import QuestionCreatePage from './create';
import QuestionEditPage from './edit';
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

describe('the teacher bank pages (no layout)', () => {
  it('新建 in a folder, and at the root for folder 0', () => {
    at({ courseId: '3', parentId: '7' });
    const { unmount } = render(<QuestionCreatePage />);
    expect(editor()).toEqual({ courseId: 3, parentId: 7, exerciseId: null, bare: true, listPath: '/question-bank/list/3', preview: null });
    unmount();
    at({ courseId: '3', parentId: '0' });
    render(<QuestionCreatePage />);
    expect(editor()).toMatchObject({ parentId: null });
  });

  it('编辑 with the preview of the same folder', () => {
    at({ courseId: '3', exerciseId: '21', parentId: '7' });
    render(<QuestionEditPage />);
    expect(editor()).toEqual({
      courseId: 3,
      parentId: 7,
      exerciseId: 21,
      bare: true,
      listPath: '/question-bank/list/3',
      preview: '/question-bank/preview/courseId/exerciseId/3/21/7',
    });
  });

  it('an address that is no number says so', () => {
    at({ courseId: 'abc', exerciseId: '21', parentId: '7' });
    render(<QuestionEditPage />);
    expect(screen.getByTestId('bad-param').textContent).toBe('true');
  });
});
