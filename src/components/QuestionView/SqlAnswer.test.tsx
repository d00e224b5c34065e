import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudentExercise } from '@contract/exercise';
import { BizError } from '@/requestErrorConfig';
import { getScene } from '@/services/htdz/scene';
import { ok } from '../../../tests/unit/envelope';
import { scene } from '../../../tests/unit/fixtures/scene-schema';
import { renderAntdSettled } from '../../../tests/unit/render';
import SqlAnswer from './SqlAnswer';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/scene', () => ({ getScene: jest.fn() }));
// The CodeMirror chunk as a stand-in that shows what it was given: the tables it completes
jest.mock('@/components/SqlEditor/CodeMirrorSql', () => ({
  __esModule: true,
  default: jest.requireActual<typeof import('react')>('react').forwardRef(function CodeMirrorSql(
    { tables }: { tables?: { name: string; columns: { name: string }[] }[] },
    _ref,
  ) {
    return <div data-testid="codemirror" data-tables={(tables ?? []).map((t) => `${t.name}(${t.columns.map((c) => c.name).join(',')})`).join(' ')} />;
  }),
}));
/** the answer's width as measured: narrow (a phone, a small window) unless a test says otherwise */
let width = 0;
jest.mock('ahooks', () => ({ ...jest.requireActual('ahooks'), useSize: () => ({ width, height: 400 }) }));

const call = getScene as jest.Mock;
const query: StudentExercise = {
  exerciseId: 6,
  type: 'query',
  stem: '<p>查询计算机系学生的姓名。</p>',
  difficulty: 'easy',
  score: 5,
  sceneId: 7,
  sceneName: '学生选课',
};

async function show(exercise: StudentExercise = query) {
  await renderAntdSettled(<SqlAnswer exercise={exercise} sql="" onChange={jest.fn()} readOnly={false} disabled={false} />);
}

beforeEach(() => {
  width = 0;
  call.mockReset();
  call.mockResolvedValue(ok(scene()));
});

describe('the scene of a SQL answer', () => {
  it('gives the editor the scene’s tables and columns to complete', async () => {
    await show();
    await waitFor(() => expect(screen.getByTestId('codemirror').dataset.tables).toBe('student(sno,sname,sage) course(cno,cname,cpno) sc(sno,cno,grade)'));
    expect(call).toHaveBeenCalledWith(7, expect.objectContaining({ skipErrorHandler: true }));
  });

  it('on a narrow screen: the scene tag opens the schema in a drawer, by click or by keyboard', async () => {
    await show();
    expect(screen.getByTestId('question-sql').dataset.schema).toBe('drawer');
    expect(screen.queryByTestId('question-scene-schema')).toBeNull();
    const tag = screen.getByTestId('question-scene');
    expect(tag.getAttribute('role')).toBe('button');
    expect(tag.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.click(tag);
    });
    const drawer = await screen.findByTestId('question-scene-schema');
    expect(within(drawer).getAllByTestId('scene-schema-table')).toHaveLength(3);
    expect(screen.getByText('学生选课 · 数据表结构')).toBeTruthy();
    expect(tag.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('question-scene-schema-toggle').textContent).toBe('收起表结构');
    await act(async () => {
      fireEvent.keyDown(tag, { key: 'Enter' });
    });
    expect(tag.getAttribute('aria-expanded')).toBe('false');
    await act(async () => {
      fireEvent.keyDown(tag, { key: ' ' });
    });
    expect(tag.getAttribute('aria-expanded')).toBe('true');
  });

  it('on a wide answer: the schema stands beside the editor, and the tag folds it away', async () => {
    width = 900;
    await show();
    expect(screen.getByTestId('question-sql').dataset.schema).toBe('beside');
    const beside = screen.getByTestId('question-scene-schema');
    expect(beside.tagName).toBe('ASIDE');
    expect(within(beside).getAllByTestId('scene-schema-relation')).toHaveLength(3);
    await act(async () => {
      fireEvent.click(screen.getByTestId('question-scene'));
    });
    expect(screen.queryByTestId('question-scene-schema')).toBeNull();
    expect(screen.getByTestId('question-scene-schema-toggle').textContent).toBe('查看表结构');
  });

  it('on a wide answer the server’s refusal is not shown beside the editor, but the tag still says why', async () => {
    width = 900;
    call.mockRejectedValue(new BizError({ errorMessage: '没有权限查看这个场景', errorCode: 'FORBIDDEN', showType: 2 }));
    await show();
    expect(screen.queryByTestId('question-scene-schema')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('question-scene'));
    });
    expect(screen.getByTestId('scene-schema-error').textContent).toContain('没有权限查看这个场景');
  });

  it('a question without a scene shows neither tag nor schema, and asks for nothing', async () => {
    width = 900;
    const { sceneId: _id, sceneName: _name, ...noScene } = query;
    await show(noScene);
    expect(screen.queryByTestId('question-scene')).toBeNull();
    expect(screen.queryByTestId('question-scene-schema')).toBeNull();
    expect(call).not.toHaveBeenCalled();
  });

  it('names the scene from its answer when the question carries only its id', async () => {
    const { sceneName: _name, ...unnamed } = query;
    await show(unnamed);
    await waitFor(() => expect(screen.getByTestId('question-scene').textContent).toBe('场景：学生选课'));
  });
});
