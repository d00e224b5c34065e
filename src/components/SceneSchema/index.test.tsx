import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SceneTable } from '@contract/scene';
import { BizError } from '@/requestErrorConfig';
import { getScene } from '@/services/htdz/scene';
import { ok } from '../../../tests/unit/envelope';
import { col, scene, TABLES } from '../../../tests/unit/fixtures/scene-schema';
import { renderAntdSettled } from '../../../tests/unit/render';
import SceneSchema, { useSceneSchema } from '.';

jest.mock('@umijs/max', () => jest.requireActual('../../../tests/unit/umi-max'));
jest.mock('@/services/htdz/scene', () => ({ getScene: jest.fn() }));

const call = getScene as jest.Mock;

function Panel({ sceneId }: { sceneId: number }) {
  return <SceneSchema state={useSceneSchema(sceneId)} />;
}

const tableNamed = (name: string) => screen.getAllByTestId('scene-schema-table').find((el) => el.dataset.name === name)!;
const columnOf = (table: string, column: string) =>
  within(tableNamed(table))
    .getAllByTestId('scene-schema-column')
    .find((el) => el.dataset.name === column)!;

beforeEach(() => {
  call.mockReset();
});

describe('the schema panel of a scene', () => {
  it('reads the scene without the page-wide error display, kept for a minute', async () => {
    call.mockResolvedValue(ok(scene()));
    await renderAntdSettled(<Panel sceneId={7} />);
    expect(call).toHaveBeenCalledWith(7, { skipErrorHandler: true, cache: true });
  });

  it('shows each table with its size and its columns with types and keys', async () => {
    call.mockResolvedValue(ok(scene()));
    await renderAntdSettled(<Panel sceneId={7} />);
    expect(screen.getAllByTestId('scene-schema-table').map((el) => el.dataset.name)).toEqual(['student', 'course', 'sc']);
    expect(within(tableNamed('student')).getByText('3 列 · 共 4 行')).toBeTruthy();
    expect(columnOf('student', 'sno').textContent).toBe('snocharacter(9)主键');
    expect(columnOf('student', 'sage').textContent).toBe('sagesmallint');
    // not null, said once: a key's columns are not null anyway
    expect(columnOf('course', 'cname').textContent).toBe('cnamecharacter varying(40)非空');
    expect(columnOf('course', 'cpno').textContent).toBe('cpnocharacter(4)外键 → course.cno');
    expect(columnOf('sc', 'sno').textContent).toBe('snocharacter(9)主键外键 → student.sno');
    expect(columnOf('sc', 'cno').textContent).toBe('cnocharacter(4)主键外键 → course.cno');
    expect(within(tableNamed('sc')).getByText('表中没有数据')).toBeTruthy();
  });

  it('draws the foreign keys as relations between tables', async () => {
    call.mockResolvedValue(ok(scene()));
    await renderAntdSettled(<Panel sceneId={7} />);
    expect(screen.getByText('表之间的关系（3 个外键）')).toBeTruthy();
    expect(screen.getAllByTestId('scene-schema-relation').map((el) => el.getAttribute('aria-label'))).toEqual([
      'course.cpno 引用 course.cno',
      'sc.sno 引用 student.sno',
      'sc.cno 引用 course.cno',
    ]);
    const [, toStudent] = screen.getAllByTestId('scene-schema-relation');
    expect(toStudent.textContent).toBe('scsnostudentsno');
    expect(toStudent.querySelector('svg')).toBeTruthy();
  });

  it('draws a key of several columns as one relation, and none when there are no foreign keys', async () => {
    const items: SceneTable = {
      name: 'order_items',
      columns: [col('item_variant', 'integer'), col('item_sku', 'character(6)')],
      primaryKey: [],
      foreignKeys: [{ columns: ['item_variant', 'item_sku'], refTable: 'products', refColumns: ['variant', 'sku'] }],
      rowCount: 0,
      sampleRows: [],
    };
    call.mockResolvedValue(ok(scene([items])));
    const view = await renderAntdSettled(<Panel sceneId={7} />);
    expect(screen.getByTestId('scene-schema-relation').getAttribute('aria-label')).toBe('order_items(item_variant, item_sku) 引用 products(variant, sku)');
    expect(columnOf('order_items', 'item_sku').textContent).toContain('外键 → products.sku');
    view.unmount();
    call.mockResolvedValue(ok(scene([TABLES[0]], 8)));
    await renderAntdSettled(<Panel sceneId={8} />);
    expect(screen.queryByTestId('scene-schema-relations')).toBeNull();
    expect(screen.getByText('数据表（1 张）')).toBeTruthy();
  });

  it('shows the first rows of a table on demand', async () => {
    call.mockResolvedValue(ok(scene()));
    await renderAntdSettled(<Panel sceneId={7} />);
    expect(screen.queryByText('李勇')).toBeNull();
    const toggle = within(tableNamed('student')).getByTestId('scene-schema-rows-toggle');
    expect(toggle.textContent).toBe('示例数据（前 2 行，共 4 行）');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(tableNamed('student')).getByText('李勇')).toBeTruthy();
    // all of a small table's rows, NULL greyed
    fireEvent.click(within(tableNamed('course')).getByText('示例数据（共 2 行）'));
    expect(within(tableNamed('course')).getByText('NULL').getAttribute('data-null')).toBe('true');
  });

  it('says that it is loading', async () => {
    call.mockReturnValue(new Promise(() => undefined));
    await renderAntdSettled(<Panel sceneId={7} />);
    expect(screen.getByTestId('scene-schema-loading').textContent).toContain('正在加载数据表结构…');
  });

  it('says why it could not be read, and reads it again on 重试', async () => {
    call.mockRejectedValueOnce(new BizError({ errorMessage: '没有权限查看这个场景', errorCode: 'FORBIDDEN', showType: 2 }));
    await renderAntdSettled(<Panel sceneId={7} />);
    const failed = screen.getByTestId('scene-schema-error');
    expect(failed.textContent).toContain('无法加载数据表结构');
    expect(failed.textContent).toContain('没有权限查看这个场景');
    call.mockResolvedValueOnce(ok(scene()));
    await act(async () => {
      fireEvent.click(screen.getByTestId('scene-schema-retry'));
    });
    await waitFor(() => expect(screen.getAllByTestId('scene-schema-table')).toHaveLength(3));
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('says the network failed when the server gave no reason', async () => {
    call.mockRejectedValueOnce(new Error('Network Error'));
    await renderAntdSettled(<Panel sceneId={7} />);
    expect(screen.getByTestId('scene-schema-error').textContent).toContain('网络或服务暂时不可用，请稍后重试。');
  });

  it('says when the scene has no tables', async () => {
    call.mockResolvedValue(ok(scene([])));
    await renderAntdSettled(<Panel sceneId={7} />);
    expect(screen.getByTestId('scene-schema-empty').textContent).toContain('这个场景没有数据表');
  });
});
