// The DDL designer's SQL on the real grading engine: the reference generated from a design passes as an answer, right
// DDL written other ways passes, and each missing or wrong piece fails with a message naming it (engine.ts verdict,
// the `-- 检查：…` comments of contract/ddl-generate.ts).
import { SchemaDesign, type SchemaDesignInput } from '@contract/ddl-design';
import { designOfScene, generateDdl, type GeneratedDdl } from '@contract/ddl-generate';
import { STUDENT_COURSE_SCENE } from '../db/demo-scenes';
import { STUDENT_COURSE_SQL } from '../db/demo-scenes.sql';
import type { GradingEngine } from './engine';
import { testEngine } from './test-support';

jest.setTimeout(60_000);

let engine: GradingEngine;
beforeAll(async () => {
  engine = testEngine();
  await engine.warm();
});
afterAll(async () => {
  await engine.close();
});

const scene = STUDENT_COURSE_SCENE.tables;
const start = designOfScene(scene);

/** The scene's tables plus `enroll`: a primary key, NOT NULL columns, a unique, a check, a foreign key, an index. */
const ENROLL: SchemaDesignInput = {
  ...start,
  tables: [
    ...start.tables,
    {
      name: 'enroll',
      columns: [
        { name: 'eid', type: 'int' },
        { name: 'sno', type: 'char(9)', notNull: true },
        { name: 'cno', type: 'char(4)', notNull: true },
        { name: 'term', type: 'varchar(20)', notNull: true },
        { name: 'score', type: 'numeric(5,1)' },
      ],
      primaryKey: ['eid'],
      uniques: [{ columns: ['sno', 'cno', 'term'] }],
      foreignKeys: [{ columns: ['sno'], refTable: 'student', refColumns: ['sno'] }],
      checks: [{ expression: 'score BETWEEN 0 AND 100', columns: ['score'] }],
      indexes: [{ columns: ['cno'] }],
    },
  ],
};

const generated = (design: SchemaDesignInput): GeneratedDdl => generateDdl(scene, SchemaDesign.parse(design));

const grade = (g: GeneratedDdl, studentSql: string, hiddenData?: string[]) =>
  engine.check(
    { initSql: STUDENT_COURSE_SQL, hiddenData },
    { type: 'ddl', referenceSql: g.referenceSql, studentSql, verifySql: g.verifySql, orderSensitive: null, checkColumnNames: false },
  );

const RIGHT = {
  inline: `create table enroll (
    eid integer primary key,
    sno char(9) not null references student,
    cno character(4) not null,
    term character varying(20) not null,
    score decimal(5,1) check (score >= 0 and score <= 100),
    unique (term, cno, sno)
  );
  create index idx_enroll_cno on enroll(cno);`,
  named: `CREATE TABLE ENROLL (
    SNO CHAR(9) NOT NULL,
    EID INT4 NOT NULL,
    CNO CHAR(4) NOT NULL,
    SCORE NUMERIC(5,1),
    TERM VARCHAR(20) NOT NULL,
    CONSTRAINT pk_enroll PRIMARY KEY (EID),
    CONSTRAINT fk_enroll_student FOREIGN KEY (SNO) REFERENCES STUDENT(SNO),
    CONSTRAINT uq_enroll UNIQUE (SNO, CNO, TERM),
    CONSTRAINT ck_score CHECK (SCORE BETWEEN 0 AND 100)
  );
  CREATE INDEX ON ENROLL (CNO);`,
  altered: `create table enroll (eid int, sno char(9), cno char(4), term varchar(20), score numeric(5,1));
  alter table enroll add primary key (eid);
  alter table enroll alter sno set not null, alter cno set not null, alter term set not null;
  alter table enroll add foreign key (sno) references student(sno);
  create unique index on enroll (sno, cno, term);
  alter table enroll add check (score between 0 and 100);
  create index on enroll using btree (cno);`,
};

describe('a new table with every kind of constraint', () => {
  const g = generated(ENROLL);

  it('the generated reference passes as an answer', async () => {
    const r = await grade(g, g.referenceSql);
    expect(r).toMatchObject({ correct: true });
    expect(r.reference.error).toBeUndefined();
  });

  it.each(Object.entries(RIGHT))('right DDL written another way passes (%s)', async (_name, sql) => {
    const r = await grade(g, sql);
    expect(r.message).toMatch(/结果正确/);
    expect(r.correct).toBe(true);
  });

  const wrong: [string, string, RegExp][] = [
    ['no table', 'create table enrol (eid int)', /检查未通过：表 enroll 存在/],
    ['no foreign key', RIGHT.inline.replace(' references student', ''), /检查未通过：外键 enroll\(sno\) 引用 student\(sno\)/],
    [
      'a foreign key to the wrong column',
      RIGHT.inline.replace('references student', 'references student(sname)'),
      /检查未通过：外键 enroll\(sno\) 引用 student\(sno\)/,
    ],
    [
      'NOT NULL missing',
      RIGHT.inline.replace('cno character(4) not null', 'cno character(4)'),
      /检查未通过：列 enroll\.cno：char\(4\)，非空\n非空应为 是，你的是 否/,
    ],
    [
      'a wrong type',
      RIGHT.inline.replace('decimal(5,1)', 'numeric(6,2)'),
      /检查未通过：列 enroll\.score：numeric\(5,1\)，可为空\n类型应为 numeric\(5,1\)，你的是 numeric\(6,2\)/,
    ],
    ['no unique', RIGHT.inline.replace(',\n    unique (term, cno, sno)', ''), /检查未通过：唯一约束 enroll\(sno, cno, term\)/],
    ['no check', RIGHT.inline.replace(' check (score >= 0 and score <= 100)', ''), /检查未通过：检查约束 enroll：score BETWEEN 0 AND 100（涉及列 score）/],
    ['no index', RIGHT.inline.replace('create index idx_enroll_cno on enroll(cno);', ''), /检查未通过：索引 enroll\(cno\)/],
    [
      'an extra column',
      RIGHT.inline.replace('eid integer primary key,', 'eid integer primary key, note text,'),
      /检查未通过：表 enroll 的列为 eid、sno、cno、term、score（不多不少）\n列应为 cno, eid, score, sno, term，你的是 cno, eid, note, score, sno, term/,
    ],
    [
      'the primary key on other columns',
      RIGHT.inline
        .replace('eid integer primary key', 'eid integer not null')
        .replace('unique (term, cno, sno)', 'unique (term, cno, sno), primary key (eid, sno)'),
      /检查未通过：主键 enroll\(eid\)\n主键列应为 eid，你的是 eid, sno/,
    ],
  ];
  it.each(wrong)('%s fails naming it', async (_name, sql, message) => {
    const r = await grade(g, sql);
    expect(r.correct).toBe(false);
    expect(r.message).toMatch(message);
  });
});

describe('changing the scene tables', () => {
  const design: SchemaDesignInput = {
    ...start,
    tables: start.tables.map((t) =>
      t.name === 'student'
        ? {
            ...t,
            columns: [
              ...t.columns.map((c) => (c.name === 'sage' ? { ...c, type: 'integer' } : c.name === 'sdept' ? { ...c, notNull: true, default: "'CS'" } : c)),
              { name: 'email', type: 'varchar(40)' },
            ],
            uniques: [{ columns: ['email'] }],
          }
        : t.name === 'sc'
          ? { ...t, foreignKeys: t.foreignKeys.filter((fk) => fk.refTable !== 'course') }
          : t,
    ),
    sequences: [{ name: 'sno_seq', start: 201215200, increment: 1 }],
    views: [{ name: 'cs_student', query: "SELECT sno, sname FROM student WHERE sdept = 'CS';" }],
  };
  const g = generated(design);

  it('the reference alters the scene in place and passes', async () => {
    expect(g.referenceSql).toContain('ALTER TABLE student');
    expect(g.referenceSql).toContain('DROP CONSTRAINT sc_cno_fkey');
    expect(g.verifySql).toContain('-- 检查：表 course 保持不变（列、类型和非空）');
    const r = await grade(g, g.referenceSql);
    expect(r.message).toMatch(/结果正确/);
  });

  it('the same changes written another way pass', async () => {
    const r = await grade(
      g,
      `alter table sc drop constraint sc_cno_fkey;
       alter table student add column email character varying(40) constraint uq_email unique;
       alter table student alter column sage type int4;
       update student set sdept = 'CS' where sdept is null;
       alter table student alter column sdept set default 'CS', alter column sdept set not null;
       create sequence sno_seq start 201215200;
       create view cs_student (sno, sname) as select s.sno, s.sname from student s where s.sdept = 'CS';`,
    );
    expect(r.message).toMatch(/结果正确/);
  });

  it('a view with other rows, a default left out and a foreign key kept each fail by name', async () => {
    const base = g.referenceSql;
    const cases: [string, RegExp][] = [
      [base.replace("WHERE sdept = 'CS'", "WHERE sdept = 'MA'"), /检查未通过：视图 cs_student 的数据\n结果不一致/],
      [
        base.replace("ALTER COLUMN sdept SET DEFAULT 'CS',", ''),
        /检查未通过：列 student\.sdept：character varying\(20\)，非空，默认值 'CS'\n默认值应为 'CS'::character varying，你的是 NULL/,
      ],
      [base.replace(/ALTER TABLE sc\n {2}DROP CONSTRAINT sc_cno_fkey;/, ''), /检查未通过：外键 sc\(cno\) 引用 course\(cno\) 已删除/],
      [base.replace(/CREATE VIEW[\s\S]*$/, ''), /检查未通过：视图 cs_student 存在/],
    ];
    for (const [sql, message] of cases) {
      expect(sql).not.toBe(base);
      const r = await grade(g, sql);
      expect(r.message).toMatch(message);
    }
  });

  it('on hidden data a view that hard-codes the visible rows fails by name, showing none of the hidden rows', async () => {
    const hidden = ["INSERT INTO student VALUES ('209900001', '隐藏甲', '女', 20, 'CS');"];
    const hardCoded = g.referenceSql.replace("WHERE sdept = 'CS'", "WHERE sno IN ('201215121', '201215122')");
    const r = await grade(g, hardCoded, hidden);
    expect(r.correct).toBe(false);
    expect(r.message).toMatch(/隐藏数据上不正确[\s\S]*检查未通过：视图 cs_student 的数据/);
    expect(r.message).not.toMatch(/隐藏甲|209900001/);
  });
});

describe('hand-written verification keeps its messages', () => {
  it('a named statement that cannot run after the student’s SQL is named, with PostgreSQL’s reason', async () => {
    const r = await engine.check(
      { initSql: STUDENT_COURSE_SQL },
      {
        type: 'view',
        referenceSql: "CREATE VIEW cs AS SELECT sname FROM student WHERE sdept = 'CS'",
        studentSql: "CREATE VIEW cs_view AS SELECT sname FROM student WHERE sdept = 'CS'",
        verifySql: '-- 检查：视图 cs 的数据\nSELECT sname FROM cs',
        orderSensitive: null,
        checkColumnNames: false,
      },
    );
    expect(r.message).toBe('执行你的 SQL 后，检查未通过：视图 cs 的数据（检查时出错：relation "cs" does not exist）');
  });

  it('an unnamed statement that differs is still 验证查询', async () => {
    const r = await engine.check(
      { initSql: STUDENT_COURSE_SQL },
      {
        type: 'ddl',
        referenceSql: 'ALTER TABLE student ADD COLUMN email text',
        studentSql: 'ALTER TABLE student ADD COLUMN mail text',
        verifySql: "-- 列是否存在\nSELECT count(*) FROM information_schema.columns WHERE table_name = 'student' AND column_name = 'email'",
        orderSensitive: null,
        checkColumnNames: false,
      },
    );
    expect(r.correct).toBe(false);
    expect(r.message).toMatch(/^执行你的 SQL 后，验证查询的结果与参考答案不一致/);
  });
});

describe('hostile names in a scene', () => {
  it('a scene table named with quotes, a semicolon and a line break is dropped and checked gone, nothing else runs', async () => {
    const initSql = `${STUDENT_COURSE_SQL}\nCREATE TABLE "x""; DROP TABLE student; --\n'); SELECT 1; --" (a int);`;
    const tables = (await engine.describe(initSql)).tables;
    expect(tables.map((t) => t.name)).toContain(`x"; DROP TABLE student; --\n'); SELECT 1; --`);
    const design = designOfScene(tables.filter((t) => !t.name.startsWith('x')));
    const g = generateDdl(tables, SchemaDesign.parse(design));
    const check = (studentSql: string) =>
      engine.check(
        { initSql },
        { type: 'ddl', referenceSql: g.referenceSql, studentSql, verifySql: g.verifySql, orderSensitive: null, checkColumnNames: false },
      );
    expect((await check(g.referenceSql)).message).toMatch(/结果正确/);
    const kept = await check('SELECT 1');
    expect(kept.message).toBe(`执行你的 SQL 后，检查未通过：表 x"; DROP TABLE student; -- '); SELECT 1; -- 已删除`);
  });
});
