import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExerciseVersion, ExerciseVersionList } from '@contract/exercise';
import { ok } from '../../../tests/unit/envelope';
import { renderAntd } from '../../../tests/unit/render';
import { getExerciseVersion, queryExerciseVersions } from '@/services/htdz/exercise';
import VersionHistory from './index';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/exercise', () => ({ queryExerciseVersions: jest.fn(), getExerciseVersion: jest.fn() }));
jest.mock('@/components/RichText', () => {
  const standIns = jest.requireActual('../../../tests/unit/rich-text');
  return { __esModule: true, default: standIns.RichTextStandIn, RichTextView: standIns.RichTextViewStandIn };
});

jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5000 });

const history: ExerciseVersionList = {
  exerciseId: 21,
  versions: [
    { version: 3, editedBy: '王老师', editedAt: '2025-03-22T02:00:00.000Z', changes: ['referenceSql', 'score'], current: true },
    { version: 2, editedBy: '李老师', editedAt: '2025-03-21T02:00:00.000Z', changes: ['stem', 'answer'], current: false },
    { version: 1, editedBy: '李老师', editedAt: '2025-03-20T02:00:00.000Z', changes: [], current: false },
  ],
};

const first: ExerciseVersion = {
  exerciseId: 21,
  version: 1,
  current: false,
  editedBy: '李老师',
  editedAt: '2025-03-20T02:00:00.000Z',
  type: 'single',
  stem: '<p>关系模型的数据结构是（旧）</p>',
  analysis: '<p>关系就是二维表。</p>',
  difficulty: 'easy',
  score: 2,
  practice: true,
  answerShows: 'afterCorrect',
  spec: {
    type: 'single',
    options: [
      { key: 'A', text: '树' },
      { key: 'B', text: '二维表' },
    ],
    answer: 'A',
  },
  knowledge: [{ knowId: 5, name: '关系模型' }],
  sceneName: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  (queryExerciseVersions as jest.Mock).mockResolvedValue(ok(history));
  (getExerciseVersion as jest.Mock).mockResolvedValue(ok(first));
});

it('loads nothing until opened', async () => {
  renderAntd(<VersionHistory exerciseId={21} open={false} onClose={jest.fn()} />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(queryExerciseVersions).not.toHaveBeenCalled();
});

it('lists every version newest first with who, when and what changed in words', async () => {
  renderAntd(<VersionHistory exerciseId={21} open onClose={jest.fn()} />);
  await waitFor(() => expect(screen.getByTestId('exercise-version-3')).toBeTruthy());
  expect(queryExerciseVersions).toHaveBeenCalledWith(21);
  const items = ['3', '2', '1'].map((v) => screen.getByTestId(`exercise-version-${v}`));
  expect(within(items[0]!).getByText('第 3 版')).toBeTruthy();
  expect(within(items[0]!).getByText('当前版本')).toBeTruthy();
  expect(within(items[1]!).queryByText('当前版本')).toBeNull();
  expect(items.map((i) => within(i).getByTestId('exercise-version-changes').textContent)).toEqual([
    '修改了：参考 SQL、分值',
    '修改了：题干、答案',
    '最初的版本',
  ]);
  expect(within(items[0]!).getByText(/^王老师 保存于 2025-03-22/)).toBeTruthy();
});

it('查看 opens an old version read-only: its stem, options and answer as they were', async () => {
  renderAntd(<VersionHistory exerciseId={21} open onClose={jest.fn()} />);
  fireEvent.click(await screen.findByTestId('exercise-version-view-1'));
  await waitFor(() => expect(getExerciseVersion).toHaveBeenCalledWith(21, 1));
  const view = await screen.findByTestId('exercise-version-view');
  expect(screen.getByText('第 1 版（只读）')).toBeTruthy();
  expect(within(view).getByText('<p>关系模型的数据结构是（旧）</p>')).toBeTruthy();
  expect(within(view).getByTestId('question-view').getAttribute('data-readonly')).toBe('true');
  expect(within(view).getByTestId('reference-answer').textContent).toContain('A. 树');
  expect(within(view).getByText('关系模型')).toBeTruthy();
});
