// The DDL designer's questions through the real server, on PGlite and PostgreSQL: a teacher saves a DDL question
// generated from an expected structure (期望结构), students' right DDL written many ways passes and each missing or
// wrong constraint fails naming it; hostile designs are refused whole; no student or other teacher reads the design.
import { SchemaDesign, type SchemaDesignInput } from '@contract/ddl-design';
import { designOfScene, generateDdl } from '@contract/ddl-generate';
import type { Exercise } from '@contract/exercise';
import { exercises } from '../../server/db/schema';
import { newUser, rowCount } from './fixtures';
import { startServer, type TestServer } from './harness';

let s: TestServer;
let teacher: string;
let otherTeacher: string;
let student: string;
let clazzId: number;
let knowId: number;
let question: Exercise;
let design: SchemaDesignInput;

const COURSE_SCENE = 3;
const stem = (text: string) => `<p>${text}</p>`;
const save = (body: Record<string, unknown>, token = teacher) =>
  s.unchecked('saveExercise', { body: { courseId: 1, score: 5, difficulty: 'medium', knowIds: [knowId], ...body } }, { token });
const submit = (sql: string) =>
  s.api.submitPractice(
    { body: { clazzId, knowId, exerciseId: question.exerciseId, answer: { sql }, attemptKey: `k${Math.random().toString(36).slice(2, 14)}` } },
    { token: student },
  );

/** The scene's tables as they are, plus `enroll`: a primary key, NOT NULL columns, a unique, a check, a foreign key to student, an index. */
function enrollDesign(tables: Parameters<typeof designOfScene>[0]): SchemaDesignInput {
  const start = designOfScene(tables);
  return {
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
}

const RIGHT = `create table enroll (
  eid integer primary key,
  sno char(9) not null references student,
  cno character(4) not null,
  term character varying(20) not null,
  score decimal(5,1) check (score >= 0 and score <= 100),
  unique (term, cno, sno)
);
create index idx_enroll_cno on enroll(cno);`;

beforeAll(async () => {
  s = await startServer();
  const admin = await s.login('admin');
  teacher = await s.login('teacher');
  student = await s.login('student');
  otherTeacher = (await newUser(s, admin, 't_ddl_other', 3)).token;
  clazzId = (await s.api.listClasses({ query: { current: '1', pageSize: '10' } }, { token: teacher })).obj.list[0]!.sclassId;
  knowId = (await s.api.saveKnowledge({ body: { courseId: 1, name: '数据定义' } }, { token: teacher })).obj.knowId;
  const scene = (await s.api.getScene({ params: { sceneId: COURSE_SCENE } }, { token: teacher })).obj;
  design = enrollDesign(scene.tables);
  const generated = generateDdl(scene.tables, SchemaDesign.parse(design));
  const saved = await save({
    stem: generated.stem,
    spec: { type: 'ddl', sceneId: COURSE_SCENE, referenceSql: generated.referenceSql, verifySql: generated.verifySql, design },
  });
  if (!saved.success) throw new Error(saved.message);
  question = saved.obj;
}, 120_000);
afterAll(async () => {
  await s.close();
});

describe('who sees the design', () => {
  it('the student’s question (before answering) carries no design, reference or verification SQL', async () => {
    const q = await s.api.practiceQuestion({ params: { clazzId, knowId, exerciseId: question.exerciseId } }, { token: student });
    expect(q.success).toBe(true);
    const wire = JSON.stringify(q.obj);
    expect(wire).not.toMatch(/design|ignoreCase|pg_constraint|检查：|CREATE TABLE|verifySql|referenceSql/);
  });

  it('a student or a teacher of another course cannot read the question with its design', async () => {
    for (const token of [student, otherTeacher]) {
      const res = await s.api.getExercise({ params: { exerciseId: question.exerciseId } }, { token });
      expect(res.success).toBe(false);
      expect(JSON.stringify(res)).not.toContain('enroll');
    }
  });

  it('a teacher of another course cannot overwrite the question with a design of theirs; nothing changes', async () => {
    const before = (await s.api.getExercise({ params: { exerciseId: question.exerciseId } }, { token: teacher })).obj;
    const res = await save({ exerciseId: question.exerciseId, stem: stem('改掉'), spec: before.spec }, otherTeacher);
    expect(res).toMatchObject({ success: false });
    const after = (await s.api.getExercise({ params: { exerciseId: question.exerciseId } }, { token: teacher })).obj;
    expect(after).toEqual(before);
  });
});

describe('a DDL question saved from a design', () => {
  it('keeps the design, so its author reopens the designer where it was', async () => {
    const back = await s.api.getExercise({ params: { exerciseId: question.exerciseId } }, { token: teacher });
    expect(back.obj.spec).toMatchObject({ type: 'ddl', design: SchemaDesign.parse(design) });
    expect(back.obj.stem).toContain('<p>创建表 <code>enroll</code>：</p>');
    expect(back.obj.spec).toHaveProperty('verifySql', expect.stringContaining('-- 检查：外键 enroll(sno) 引用 student(sno)'));
  });

  it('a hand-written DDL question (no design) is saved and read back without one', async () => {
    const res = await save({
      stem: stem('给 student 加一列 email'),
      spec: {
        type: 'ddl',
        sceneId: COURSE_SCENE,
        referenceSql: 'ALTER TABLE student ADD COLUMN email text',
        verifySql: "SELECT column_name FROM information_schema.columns WHERE table_name = 'student' ORDER BY 1",
      },
    });
    expect(res.success).toBe(true);
    expect(res.obj.spec).not.toHaveProperty('design');
  });

  it.each([
    ['inline constraints', RIGHT],
    [
      'named table constraints, upper case, int4, other column order',
      `CREATE TABLE ENROLL (
        SNO CHAR(9) NOT NULL, EID INT4 NOT NULL, CNO CHAR(4) NOT NULL, SCORE NUMERIC(5,1), TERM VARCHAR(20) NOT NULL,
        CONSTRAINT pk_enroll PRIMARY KEY (EID),
        CONSTRAINT fk_enroll_student FOREIGN KEY (SNO) REFERENCES STUDENT(SNO),
        CONSTRAINT uq_enroll UNIQUE (SNO, CNO, TERM),
        CONSTRAINT ck_score CHECK (SCORE BETWEEN 0 AND 100));
      CREATE INDEX ON ENROLL (CNO);`,
    ],
    [
      'created bare, then altered',
      `create table enroll (eid int, sno char(9), cno char(4), term varchar(20), score numeric(5,1));
      alter table enroll add primary key (eid);
      alter table enroll alter sno set not null, alter cno set not null, alter term set not null;
      alter table enroll add foreign key (sno) references student(sno);
      create unique index on enroll (sno, cno, term);
      alter table enroll add check (score between 0 and 100);
      create index on enroll using btree (cno);`,
    ],
  ])('a student’s right DDL passes: %s', async (_how, sql) => {
    const res = await submit(sql);
    expect(res.obj.attempt.verdict).toMatchObject({ correct: true, score: 5 });
  });

  it.each([
    ['no foreign key', RIGHT.replace(' references student', ''), '检查未通过：外键 enroll(sno) 引用 student(sno)'],
    ['a foreign key to the wrong column', RIGHT.replace('references student', 'references student(sname)'), '检查未通过：外键 enroll(sno) 引用 student(sno)'],
    ['NOT NULL missing', RIGHT.replace('cno character(4) not null', 'cno character(4)'), '检查未通过：列 enroll.cno：char(4)，非空\n非空应为 是，你的是 否'],
    ['a wrong type', RIGHT.replace('decimal(5,1)', 'integer'), '检查未通过：列 enroll.score：numeric(5,1)，可为空\n类型应为 numeric(5,1)，你的是 integer'],
    ['no unique', RIGHT.replace(',\n  unique (term, cno, sno)', ''), '检查未通过：唯一约束 enroll(sno, cno, term)'],
    ['no check', RIGHT.replace(' check (score >= 0 and score <= 100)', ''), '检查未通过：检查约束 enroll：score BETWEEN 0 AND 100（涉及列 score）'],
    ['no index', RIGHT.replace('create index idx_enroll_cno on enroll(cno);', ''), '检查未通过：索引 enroll(cno)'],
  ])('a student’s answer with %s fails naming it', async (_what, sql, message) => {
    expect(sql).not.toBe(RIGHT);
    const res = await submit(sql);
    expect(res.obj.attempt.verdict).toMatchObject({ correct: false, score: 0 });
    expect(res.obj.attempt.verdict.message).toBe(`执行你的 SQL 后，${message}`);
  });
});

describe('hostile designs are refused whole', () => {
  /** the saved design with enroll changed (made when the test runs: the design comes from the server's scene) */
  const withEnroll = (change: (t: Record<string, unknown>) => Record<string, unknown>) => (): SchemaDesignInput => ({
    ...design,
    tables: design.tables.map((t) => (t.name === 'enroll' ? (change(t as Record<string, unknown>) as typeof t) : t)),
  });
  const spec = (d: unknown) => ({ type: 'ddl', sceneId: COURSE_SCENE, referenceSql: 'CREATE TABLE t (id int)', verifySql: 'SELECT 1', design: d });

  it.each([
    [
      'a table name with quotes',
      withEnroll((t) => ({ ...t, name: 'enroll"; DROP TABLE student; --' })),
      '表名“enroll"; DROP TABLE student; -…”只能由英文字母、数字和下划线组成',
    ],
    ['a column name with a quote', withEnroll((t) => ({ ...t, columns: [{ name: "eid'", type: 'int' }] })), "列名“eid'”只能由英文字母、数字和下划线组成"],
    [
      '10 000 columns',
      withEnroll((t) => ({
        ...t,
        primaryKey: [],
        uniques: [],
        foreignKeys: [],
        checks: [],
        indexes: [],
        columns: Array.from({ length: 10_000 }, (_, i) => ({ name: `c${i}`, type: 'int' })),
      })),
      '每个表最多 100 列',
    ],
    ['a bad type', withEnroll((t) => ({ ...t, columns: [{ name: 'eid', type: 'int); DROP TABLE student; --' }] })), '类型“int); DROP TABLE student; --”无效'],
    [
      'a check that ends its statement',
      withEnroll((t) => ({ ...t, checks: [{ expression: '1 = 1); DROP TABLE student; --', columns: ['score'] }] })),
      '检查条件括号不匹配',
    ],
    ['a design that is not an object', () => 'DROP TABLE student', '无效'],
  ])('%s: a clear message and nothing written', async (_what, hostile, message) => {
    const before = await rowCount(s, exercises);
    const res = await save({ stem: stem('恶意的期望结构'), spec: spec(hostile()) });
    expect(res).toMatchObject({ success: false });
    expect(res.message).toContain(message);
    expect(await rowCount(s, exercises)).toBe(before);
  });
});
