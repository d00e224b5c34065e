import { blankTable, columnsNamedIn } from './draft';

describe('the designer’s helpers', () => {
  it('a check names the columns its condition uses, not words inside its strings', () => {
    expect(columnsNamedIn("grade BETWEEN 0 AND 100 AND Term <> 'sno'", ['sno', 'grade', 'term'])).toEqual(['grade', 'term']);
  });

  it('a new table takes a name no table has', () => {
    expect(blankTable(['student', 'New_Table', 'new_table_2'], 'new_table').name).toBe('new_table_3');
    expect(blankTable([], 'new_table')).toMatchObject({ columns: [{ name: 'id', type: 'int' }], primaryKey: ['id'] });
  });
});
