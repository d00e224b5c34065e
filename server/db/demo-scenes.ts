// The demo scenes of a fresh demo database: two in the public library, one copied into the demo course.
// Their table descriptions are what the grading engine makes of the scripts (tests/api/scenes.test.ts checks).
import type { SceneTable } from '@contract/scene';
import { LIBRARY_SQL, STUDENT_COURSE_SQL } from './demo-scenes.sql';

export type DemoScene = {
  name: string;
  description: string;
  initSql: string;
  tables: SceneTable[];
};

export const STUDENT_COURSE_SCENE: DemoScene = {
  name: '学生选课',
  description: '学生、课程、选课三张表，《数据库系统概论》的经典例子：单表查询、连接、嵌套查询、分组统计都可以用它练习。',
  initSql: STUDENT_COURSE_SQL,
  tables: [
    {
      name: 'student',
      columns: [
        {
          name: 'sno',
          type: 'character(9)',
          notNull: true,
        },
        {
          name: 'sname',
          type: 'character varying(20)',
          notNull: false,
        },
        {
          name: 'ssex',
          type: 'character(2)',
          notNull: false,
        },
        {
          name: 'sage',
          type: 'smallint',
          notNull: false,
        },
        {
          name: 'sdept',
          type: 'character varying(20)',
          notNull: false,
        },
      ],
      primaryKey: ['sno'],
      foreignKeys: [],
      rowCount: 4,
      sampleRows: [
        ['201215121', '李勇', '男 ', '20', 'CS'],
        ['201215122', '刘晨', '女 ', '19', 'CS'],
        ['201215123', '王敏', '女 ', '18', 'MA'],
        ['201215125', '张立', '男 ', '19', 'IS'],
      ],
    },
    {
      name: 'course',
      columns: [
        {
          name: 'cno',
          type: 'character(4)',
          notNull: true,
        },
        {
          name: 'cname',
          type: 'character varying(40)',
          notNull: true,
        },
        {
          name: 'cpno',
          type: 'character(4)',
          notNull: false,
        },
        {
          name: 'ccredit',
          type: 'smallint',
          notNull: false,
        },
      ],
      primaryKey: ['cno'],
      foreignKeys: [
        {
          columns: ['cpno'],
          refTable: 'course',
          refColumns: ['cno'],
        },
      ],
      rowCount: 7,
      sampleRows: [
        ['2   ', '数学', null, '2'],
        ['6   ', '数据处理', null, '2'],
        ['4   ', '操作系统', '6   ', '3'],
        ['7   ', 'PASCAL语言', '6   ', '4'],
        ['5   ', '数据结构', '7   ', '4'],
      ],
    },
    {
      name: 'sc',
      columns: [
        {
          name: 'sno',
          type: 'character(9)',
          notNull: true,
        },
        {
          name: 'cno',
          type: 'character(4)',
          notNull: true,
        },
        {
          name: 'grade',
          type: 'smallint',
          notNull: false,
        },
      ],
      primaryKey: ['sno', 'cno'],
      foreignKeys: [
        {
          columns: ['sno'],
          refTable: 'student',
          refColumns: ['sno'],
        },
        {
          columns: ['cno'],
          refTable: 'course',
          refColumns: ['cno'],
        },
      ],
      rowCount: 6,
      sampleRows: [
        ['201215121', '1   ', '92'],
        ['201215121', '2   ', '85'],
        ['201215121', '3   ', '88'],
        ['201215122', '2   ', '90'],
        ['201215122', '3   ', '80'],
      ],
    },
  ],
};

export const LIBRARY_SCENE: DemoScene = {
  name: '图书借阅',
  description: '读者、图书、借阅记录，带自增主键、CHECK 约束和外键，适合练习更新语句、约束和触发器。',
  initSql: LIBRARY_SQL,
  tables: [
    {
      name: 'reader',
      columns: [
        {
          name: 'id',
          type: 'integer',
          notNull: true,
        },
        {
          name: 'name',
          type: 'text',
          notNull: true,
        },
        {
          name: 'grade',
          type: 'integer',
          notNull: false,
        },
      ],
      primaryKey: ['id'],
      foreignKeys: [],
      rowCount: 3,
      sampleRows: [
        ['1', '陈雨桐', '2'],
        ['2', '杨博文', '3'],
        ['3', '黄梓萱', '1'],
      ],
    },
    {
      name: 'book',
      columns: [
        {
          name: 'id',
          type: 'integer',
          notNull: true,
        },
        {
          name: 'title',
          type: 'text',
          notNull: true,
        },
        {
          name: 'author',
          type: 'text',
          notNull: false,
        },
        {
          name: 'price',
          type: 'numeric(8,2)',
          notNull: false,
        },
        {
          name: 'stock',
          type: 'integer',
          notNull: true,
        },
      ],
      primaryKey: ['id'],
      foreignKeys: [],
      rowCount: 4,
      sampleRows: [
        ['1', '数据库系统概论', '王珊', '49.80', '3'],
        ['2', 'SQL 必知必会', 'Ben Forta', '39.00', '2'],
        ['3', 'PostgreSQL 实战', '谭峰', '79.00', '1'],
        ['4', '算法导论', 'Thomas H. Cormen', '128.00', '0'],
      ],
    },
    {
      name: 'borrow',
      columns: [
        {
          name: 'id',
          type: 'integer',
          notNull: true,
        },
        {
          name: 'reader_id',
          type: 'integer',
          notNull: true,
        },
        {
          name: 'book_id',
          type: 'integer',
          notNull: true,
        },
        {
          name: 'borrowed_on',
          type: 'date',
          notNull: true,
        },
        {
          name: 'returned_on',
          type: 'date',
          notNull: false,
        },
      ],
      primaryKey: ['id'],
      foreignKeys: [
        {
          columns: ['reader_id'],
          refTable: 'reader',
          refColumns: ['id'],
        },
        {
          columns: ['book_id'],
          refTable: 'book',
          refColumns: ['id'],
        },
      ],
      rowCount: 4,
      sampleRows: [
        ['1', '1', '1', '2026-09-01', '2026-09-20'],
        ['2', '1', '3', '2026-10-08', null],
        ['3', '2', '2', '2026-10-12', null],
        ['4', '3', '1', '2026-11-02', null],
      ],
    },
  ],
};
