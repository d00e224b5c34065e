// Ending the run's transaction early (every spelling, and ways past the statement guard), and changing the scene's
// tables, policies, triggers and statistics for the next run (see harness.ts for what each case asserts).
import { ATTACKER, type Case, closeEnginesAfterAll, runCases, SCENE_A, scenario, VICTIM } from './harness';

jest.setTimeout(60_000);
closeEnginesAfterAll();

const dynamic = (expr: string) => `do $$ begin execute ${expr}; end $$`;

/** A policy that hides every row from students' runs (session user …_run) and shows them to reference runs (…_ref). */
const GRADES_STUDENTS_WRONG = `alter table student enable row level security;
alter table student force row level security;
create policy planted on student using (session_user::text !~ '_run$');`;

const spellings: Case[] = [
  ...[
    'commit',
    'end',
    'abort',
    'rollback',
    'commit and chain',
    'rollback and chain',
    'savepoint s',
    'release savepoint s',
    'rollback to savepoint s',
    'begin',
    'start transaction',
    `prepare transaction 'planted'`,
    `commit prepared 'planted'`,
    `rollback prepared 'planted'`,
    'set transaction isolation level serializable',
    'set constraints all deferred;\ncommit',
  ].map((sql): Case => ({ name: `${sql.replace('\n', ' ')} (static)`, attackSql: `delete from sc;\n${sql};\ndelete from student;`, expect: 'refused' })),
  { name: 'COMMIT in a DO block', attackSql: `delete from sc;\ndo $$ begin commit; end $$;`, expect: 'refused' },
  {
    name: 'ROLLBACK in a plpgsql procedure, CALLed',
    attackSql: `create procedure p() language plpgsql as $$ begin rollback; end $$;\ncall p();`,
    expect: 'refused',
  },
  { name: 'COMMIT by EXECUTE at run time', attackSql: `delete from sc;\n${dynamic(`'com' || 'mit'`)};`, expect: 'denied' },
  { name: 'SAVEPOINT by EXECUTE at run time', attackSql: dynamic(`'save' || 'point s'`), expect: 'denied' },
  {
    name: 'a procedure made at run time that COMMITs, CALLed (CALL with COMMIT)',
    attackSql: `delete from sc;\n${dynamic(`'create procedure p() language plpgsql as $b$ begin com' || 'mit; end $b$'`)};\ncall p();`,
    expect: 'denied',
  },
  {
    name: 'a procedure made at run time that COMMITs AND CHAINs, CALLed from a DO block',
    attackSql: `delete from sc;\n${dynamic(`'create procedure p() language plpgsql as $b$ begin com' || 'mit and chain; end $b$'`)};\ndo $$ begin call p(); end $$;`,
    expect: 'denied',
  },
  {
    name: 'a procedure made at run time that ROLLs BACK, CALLed',
    attackSql: `${dynamic(`'create procedure p() language plpgsql as $b$ begin roll' || 'back; end $b$'`)};\ncall p();`,
    expect: 'denied',
  },
];

/**
 * The statement guard reads nothing of a script it cannot tokenize (libpg-query's scanner fails on an unterminated
 * comment or string: checkPieces returns null), nor of a piece that a `begin atomic` outside a routine keeps whole;
 * the runner still runs every statement before the broken tail.
 */
const pastTheGuard: Case[] = [
  { name: 'COMMIT followed by an unterminated comment', attackSql: `delete from sc;\ncommit;\n/*`, expect: 'refused' },
  { name: 'ROLLBACK followed by an unterminated string', attackSql: `delete from sc;\nrollback;\n'`, expect: 'refused' },
  { name: 'ROLLBACK AND CHAIN followed by an unterminated comment', attackSql: `delete from sc;\nrollback and chain;\n/*`, expect: 'any' },
  {
    name: 'COMMIT AND CHAIN past the guard: a planted row stays in the copy',
    attackSql: `update student set sname = 'PLANTED' where sno = '201215121';\ncommit and chain;\n/*`,
    expect: 'any',
  },
  {
    name: 'COMMIT AND CHAIN past the guard: a policy that grades students wrong stays in the copy',
    attackSql: `${GRADES_STUDENTS_WRONG}\ncommit and chain;\n/*`,
    expect: 'any',
  },
  {
    name: 'COMMIT past the guard: ALTER ROLE of the login role (DateStyle) persists for every scene',
    attackSql: `reset role;\nalter role current_user set datestyle = 'SQL, DMY';\ncommit;\n/*`,
    expect: 'any',
  },
  {
    name: 'COMMIT past the guard (unterminated string): default_transaction_read_only on the login role',
    attackSql: `reset role;\nalter role current_user set default_transaction_read_only = on;\ncommit;\n'`,
    expect: 'any',
  },
  {
    name: 'COMMIT past the guard (begin atomic outside a routine): TimeZone on the login role',
    attackSql: `select begin atomic from (select 1) as t(begin);\nreset role;\nalter role current_user set timezone = 'Pacific/Kiritimati';\ncommit;\nselect (`,
    expect: 'any',
  },
  { name: 'COPY FROM STDIN past the guard', attackSql: `copy student from stdin;\n/*`, expect: 'any' },
  { name: 'COPY TO STDOUT past the guard', attackSql: `copy student to stdout;\n/*`, expect: 'any' },
  { name: 'LISTEN and PREPARE past the guard', attackSql: `listen planted;\nprepare planted as select 'PLANTED';\n/*`, expect: 'any' },
  {
    name: 'statements smuggled in one string (standard_conforming_strings off): COMMIT; BEGIN hides the commit',
    attackSql: `${dynamic(`'set standard_conforming_strings = ' || 'off'`)};
${GRADES_STUDENTS_WRONG}
comment on table student is 'a\\' , '; COMMIT; BEGIN; SET LOCAL ROLE htdz_scene; select 'b\\''`,
    expect: 'any',
  },
];

const tables: Case[] = [
  { name: 'DROP TABLE of every scene table', attackSql: 'drop table sc, course, student, ticket cascade', expect: 'ok' },
  { name: 'DROP SCHEMA public CASCADE', attackSql: 'drop schema public cascade', expect: 'ok' },
  { name: 'ALTER SCHEMA public RENAME (no CREATE on the database)', attackSql: 'alter schema public rename to planted', expect: 'denied' },
  {
    name: 'ALTER TABLE RENAME and a replacement view',
    attackSql: `alter table student rename to student_old;\ncreate view student as select sno, 'PLANTED'::varchar as sname, ssex, sage, sdept from student_old;`,
    expect: 'ok',
  },
  {
    name: 'ALTER TABLE ADD / DROP / ALTER COLUMN',
    attackSql: `alter table student add column planted text default 'PLANTED';\nalter table student drop column sdept;\nalter table sc alter column grade type text;`,
    expect: 'ok',
  },
  { name: 'TRUNCATE ... CASCADE', attackSql: 'truncate student, course, sc, ticket restart identity cascade', expect: 'ok' },
  { name: 'DELETE and UPDATE of every row', attackSql: `delete from sc;\nupdate student set sname = 'PLANTED' || sno;`, expect: 'ok' },
  {
    name: 'a trigger that rewrites later inserts',
    attackSql: `create function planted() returns trigger language plpgsql as $$ begin new.grade := 0; return new; end $$;\ncreate trigger planted before insert or update on sc for each row execute function planted();`,
    expect: 'ok',
  },
  { name: 'a rule that swallows later updates', attackSql: 'create rule planted as on update to student do instead nothing', expect: 'ok' },
  { name: 'row-level security that hides rows from students', attackSql: GRADES_STUDENTS_WRONG, expect: 'ok' },
  {
    name: 'a policy that tries to capture later rows into a table',
    attackSql: `create table captured (x text);\ncreate function capture(t text) returns boolean language plpgsql as $$ begin insert into captured values (t); return true; end $$;\nalter table student enable row level security;\nalter table student force row level security;\ncreate policy capture on student using (capture(sname));\nselect count(*) from student;`,
    expect: 'ok',
  },
  { name: 'COMMENT ON the scene tables', attackSql: `comment on table student is 'PLANTED';\ncomment on column student.sname is 'PLANTED';`, expect: 'ok' },
  {
    name: 'a materialized view and statistics objects',
    attackSql: `create materialized view planted as select * from student;\ncreate statistics planted_stats on sage, sdept from student;`,
    expect: 'ok',
  },
  {
    name: "REVOKE of the scene role's own privileges",
    attackSql: 'revoke all on student, course, sc from htdz_scene;\nrevoke all on schema public from htdz_scene;',
    expect: 'ok',
  },
  { name: 'ALTER DEFAULT PRIVILEGES', attackSql: 'alter default privileges grant all on tables to public', expect: 'refused' },
  { name: 'ALTER DEFAULT PRIVILEGES at run time', attackSql: dynamic(`'alter default ' || 'privileges grant all on tables to public'`), expect: 'ok' },
  {
    name: 'an event trigger',
    attackSql: `create function et() returns event_trigger language plpgsql as $$ begin null; end $$;\ncreate event trigger planted on ddl_command_start execute function et();`,
    expect: 'refused',
  },
  {
    name: 'an event trigger at run time',
    attackSql: `create function et() returns event_trigger language plpgsql as $$ begin null; end $$;\n${dynamic(`'create event ' || 'trigger planted on ddl_command_start execute function et()'`)};`,
    expect: 'denied',
  },
  { name: 'DDL inside a read-only check', attackSql: `drop table student cascade;\nselect 1;`, expect: 'denied', via: 'check' },
];

/** statements whose effect on pg_class is written in place, outside the transaction */
const statistics: Case[] = [
  { name: 'VACUUM', attackSql: 'vacuum student', expect: 'refused' },
  { name: 'VACUUM at run time', attackSql: dynamic(`'vac' || 'uum student'`), expect: 'denied' },
  { name: 'ANALYZE', attackSql: 'analyze student', expect: 'refused' },
  { name: 'CLUSTER / REINDEX', attackSql: 'cluster student using student_pkey', expect: 'refused' },
  {
    name: 'ANALYZE at run time after a bulk insert: the row estimate stays',
    attackSql: `insert into student select g::text, 'x' || g from generate_series(1, 5000) g;\n${dynamic(`'ana' || 'lyze student'`)};`,
    expect: 'any',
  },
  {
    name: 'ANALYZE at run time inside a read-only check',
    attackSql: `${dynamic(`'ana' || 'lyze student'`)};\nselect sname from student;`,
    expect: 'any',
    via: 'check',
  },
  {
    name: 'CREATE INDEX after a bulk insert: the row estimate stays',
    attackSql: `insert into student select g::text, 'x' || g from generate_series(1, 5000) g;\ncreate index planted on student (sage);`,
    expect: 'any',
  },
  {
    name: 'REINDEX at run time after a bulk insert',
    attackSql: `insert into sc select s.sno, c.cno, 1 from (select '201215125'::char(9) as sno) s, course c where c.cno not in ('1', '2', '3');\ninsert into student select g::text, 'x' || g from generate_series(1, 3000) g;\n${dynamic(`'re' || 'index table student'`)};`,
    expect: 'any',
  },
  {
    name: 'CLUSTER at run time after a bulk insert',
    attackSql: `insert into student select g::text, 'x' || g from generate_series(1, 3000) g;\n${dynamic(`'clus' || 'ter student using student_pkey'`)};`,
    expect: 'any',
  },
];

describe('transaction control, every spelling', () => runCases(spellings));
describe('transaction control past the statement guard', () => runCases(pastTheGuard));
describe('scene tables, policies, triggers', () => runCases(tables));
describe('statistics written outside the transaction', () => runCases(statistics));

describe('what a commit past the statement guard allows', () => {
  it("a policy committed into the copy captures the next student's answer in sequences the engine does not restore", () =>
    scenario(1000, {}, async (engine) => {
      const problems: string[] = [];
      const plant = `do $$ begin for i in 0..199 loop execute format('create sequence cap_%s minvalue 0', i); end loop; end $$;
create sequence cap_len minvalue 0;
create function capture() returns boolean language plpgsql as $$
declare q text := left(current_query(), 200);
begin
  if q ~* '^\\s*update' then
    perform setval('cap_len', length(q));
    for i in 0..length(q) - 1 loop perform setval('cap_' || i, ascii(substr(q, i + 1, 1))); end loop;
  end if;
  return true;
end $$;
alter table sc enable row level security;
alter table sc force row level security;
create policy capture on sc using (capture());
commit and chain;
/*`;
      const planted = await engine.run(SCENE_A, plant, null, ATTACKER);
      // the guard checks every piece the runner sends: the commit is refused before anything runs
      if (planted.error) return /^不能使用事务控制语句/.test(planted.error.message) ? [] : [`(the plant failed otherwise: ${planted.error.message})`];
      const answer = `update sc set grade = grade + 1 where grade < 90 /* VICTIM-ANSWER-9907 */`;
      const v = await engine.check(
        { initSql: SCENE_A },
        {
          type: 'dml',
          referenceSql: 'update sc set grade = grade + 1 where grade < 90',
          studentSql: answer,
          verifySql: 'select sno, cno, grade from sc order by sno, cno',
          orderSensitive: null,
          checkColumnNames: false,
        },
        VICTIM,
      );
      if (!v.correct) problems.push(`the victim's right answer was graded wrong: ${v.message.slice(0, 200)}`);
      const read = await engine.run(
        SCENE_A,
        `create function captured() returns text language plpgsql as $$
declare s text := ''; n int; c bigint;
begin
  execute 'select last_value from cap_len' into n;
  for i in 0..n - 1 loop execute format('select last_value from cap_%s', i) into c; s := s || chr(c::int); end loop;
  return s;
end $$;
select captured();`,
        null,
        ATTACKER,
      );
      const text = JSON.stringify(read.results[1]?.rows ?? read.error);
      if (text.includes('VICTIM-ANSWER-9907')) problems.push(`the attacker read the victim's answer back: ${text}`);
      return problems;
    }));
});
