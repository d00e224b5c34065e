import type { TableColumnsType } from 'antd';
import { columnName, withoutColumns } from './phone-columns';

type Row = { name: string; endAt: string; score: number };

describe('the columns of a table on a phone', () => {
  const columns: TableColumnsType<Row> = [
    { title: '名称', dataIndex: 'name' },
    { title: '截止', dataIndex: 'endAt' },
    { title: '状态', key: 'status' },
    { title: '成绩', key: 'score', dataIndex: 'score' },
    { title: '说明' },
  ];

  it('names a column by its key, else by its one-field dataIndex', () => {
    expect(columns.map(columnName)).toEqual(['name', 'endAt', 'status', 'score', undefined]);
    expect(columnName({ dataIndex: ['a', 'b'] })).toBeUndefined();
  });

  it('leaves out the named columns and keeps the rest in order', () => {
    expect(withoutColumns(columns, ['endAt', 'score']).map((c) => c.title)).toEqual(['名称', '状态', '说明']);
    expect(withoutColumns(columns, [])).toHaveLength(5);
  });
});
