import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Exercise } from '@contract/exercise';
import type { QuestionViewProps } from '@/components/QuestionView/types';
import { renderAntd } from '../../../../tests/unit/render';
import { history } from '../../../../tests/unit/umi-max';
import { ok } from '../../../../tests/unit/envelope';
import { getExercise } from '@/services/htdz/exercise';
import { runSql } from '@/services/htdz/grading';
import QuestionPreviewPage from '.';

jest.mock('@umijs/max', () => ({
  ...jest.requireActual('../../../../tests/unit/umi-max'),
  useParams: () => ({ courseId: '3', exerciseId: '21', parentId: '7' }),
}));
jest.mock('@/services/htdz/exercise', () => ({ getExercise: jest.fn() }));
jest.mock('@/services/htdz/grading', () => ({ runSql: jest.fn() }));
// The question view is tested on its own: here a stand-in shows what the page hands it and lets an answer be typed.
jest.mock('@/components/QuestionView', () => ({
  __esModule: true,
  default: function QuestionViewStandIn({ exercise, value, onChange, onRunSql, showAnswer }: QuestionViewProps) {
    return (
      <div data-testid="question-view">
        <div data-testid="qv-stem">{exercise.stem}</div>
        <div data-testid="qv-options">{(exercise.options ?? []).map((o) => `${o.key}.${o.text}`).join(' ')}</div>
        <div data-testid="qv-answer">{showAnswer ? (exercise.answer ?? '') : ''}</div>
        <div data-testid="qv-analysis">{showAnswer ? (exercise.analysis ?? '') : ''}</div>
        <div data-testid="qv-leak">{JSON.stringify(exercise).includes('referenceSql') ? 'leak' : ''}</div>
        <input aria-label="作答" value={value?.sql ?? value?.choices?.join('') ?? ''} onChange={(e) => onChange?.({ choices: [e.target.value as 'A'] })} />
        {onRunSql && (
          <button type="button" onClick={() => void onRunSql('SELECT 1;')}>
            运行
          </button>
        )}
      </div>
    );
  },
}));

const question = (over: Partial<Exercise> = {}): Exercise => ({
  exerciseId: 21,
  courseId: 3,
  parentId: 7,
  type: 'single',
  stemText: '关系模型的数据结构是',
  stem: '<p>关系模型的数据结构是</p>',
  difficulty: 'medium',
  score: 2,
  knowledge: [],
  sceneName: null,
  authorName: '李老师',
  canEdit: true,
  updatedAt: '2025-03-20T08:00:00.000Z',
  createdAt: '2025-03-20T08:00:00.000Z',
  version: 1,
  editedBy: '李老师',
  editedAt: '2025-03-20T08:00:00.000Z',
  analysis: '<p>关系就是二维表。</p>',
  practice: true,
  answerShows: 'afterCorrect',
  spec: {
    type: 'single',
    options: [
      { key: 'A', text: '树' },
      { key: 'B', text: '二维表' },
    ],
    answer: 'B',
  },
  ...over,
});

beforeEach(() => jest.clearAllMocks());

async function open(over: Partial<Exercise> = {}) {
  (getExercise as jest.Mock).mockResolvedValue(ok(question(over)));
  renderAntd(<QuestionPreviewPage />);
  await waitFor(() => expect(screen.getByTestId('question-view')).toBeTruthy());
}

describe('the preview shows the question as a student sees it', () => {
  it('without the answer until 显示答案与解析 is switched on, and hides it again', async () => {
    await open();
    expect(getExercise).toHaveBeenCalledWith(21);
    expect(screen.getByTestId('qv-stem').textContent).toBe('<p>关系模型的数据结构是</p>');
    expect(screen.getByTestId('qv-options').textContent).toBe('A.树 B.二维表');
    expect(screen.getByTestId('qv-answer').textContent).toBe('');
    expect(screen.getByTestId('qv-analysis').textContent).toBe('');

    fireEvent.click(screen.getByTestId('preview-show-answer'));
    await waitFor(() => expect(screen.getByTestId('qv-answer').textContent).toBe('B'));
    expect(screen.getByTestId('qv-analysis').textContent).toBe('<p>关系就是二维表。</p>');

    fireEvent.click(screen.getByTestId('preview-show-answer'));
    await waitFor(() => expect(screen.getByTestId('qv-answer').textContent).toBe(''));
  });

  it('an answer can be tried and cleared; nothing is sent', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('作答'), { target: { value: 'A' } });
    expect((screen.getByLabelText('作答') as HTMLInputElement).value).toBe('A');
    fireEvent.click(screen.getByTestId('preview-clear'));
    expect((screen.getByLabelText('作答') as HTMLInputElement).value).toBe('');
  });

  it('a SQL question runs on its scene and never hands the reference answer to the view', async () => {
    (runSql as jest.Mock).mockResolvedValue(ok({ results: [], elapsedMs: 1 }));
    await open({
      type: 'query',
      sceneName: '学生选课',
      spec: { type: 'query', sceneId: 4, referenceSql: 'SELECT sname FROM student;', verifySql: null, orderSensitive: null, checkColumnNames: false },
    });
    expect(screen.getByTestId('qv-leak').textContent).toBe('');
    fireEvent.click(screen.getByText('运行'));
    await waitFor(() => expect(runSql).toHaveBeenCalledWith({ sceneId: 4, sql: 'SELECT 1;' }));
  });

  it('编辑 opens the editor in the same folder, 返回 goes to the bank', async () => {
    await open();
    fireEvent.click(screen.getByTestId('preview-edit'));
    expect(history.push).toHaveBeenCalledWith('/question-bank/edit/courseId/exerciseId/parentId/3/21/7');
    fireEvent.click(screen.getByTestId('preview-back'));
    expect(history.push).toHaveBeenLastCalledWith('/question-bank/list/3');
  });

  it('a question one may not change has no 编辑', async () => {
    await open({ canEdit: false });
    expect(screen.queryByTestId('preview-edit')).toBeNull();
  });
});
