// Hidden data: a student's answer runs on rows the student never sees. The verdict must name none of them, repeat
// none of PostgreSQL's messages there, and nothing else the answer can reach may carry them out: the statistics every
// database shows (pg_stat_database) or the locks every session shows (pg_locks). Each case ends with the victim's
// checks of harness.ts.
import type { SqlCheckResult } from '@contract/grading';
import { type CheckInput, type GradingEngine, sceneSpec, withHiddenData } from '../../../server/grading/engine';
import { ATTACKER, closeEnginesAfterAll, QUERY_A, SCENE_A, scenario, VICTIM } from './harness';

jest.setTimeout(60_000);
closeEnginesAfterAll();

/** a student no one may see: its name, number and age are the hidden values */
const HIDDEN = `INSERT INTO student VALUES ('209999999', 'HIDDEN-7731', '女', 37, 'ZZ');
INSERT INTO sc VALUES ('209999999', '1', 37);`;
const HIDDEN_VALUES = ['HIDDEN-7731', '209999999'];
const HIDDEN_SCENE = { initSql: SCENE_A, hiddenData: [HIDDEN] };

const DML: CheckInput = {
  type: 'dml',
  referenceSql: 'update student set sage = sage + 1',
  studentSql: '',
  verifySql: 'select sno, sage from student order by sno',
  orderSensitive: null,
  checkColumnNames: false,
};

/** what of the hidden rows the attacker's check result shows */
function hiddenIn(r: SqlCheckResult): string[] {
  const text = JSON.stringify(r);
  return HIDDEN_VALUES.filter((v) => text.includes(v)).map((v) => `the check result shows the hidden value ${v}: ${r.message.slice(0, 300)}`);
}

type Verdicts = { name: string; input: CheckInput; wrong: RegExp };

const verdicts: Verdicts[] = [
  {
    name: 'a cast error whose message would echo a hidden name',
    input: { ...QUERY_A, studentSql: `select sname from student where case when sdept in ('CS', 'MA', 'IS') then true else sname::int > 0 end` },
    wrong: /隐藏数据上执行出错/,
  },
  {
    name: 'a cast error whose message would echo a hidden number and name',
    input: { ...QUERY_A, studentSql: `select sname from student where case when sdept <> 'ZZ' then true else (sno || sname)::numeric > 0 end` },
    wrong: /隐藏数据上执行出错/,
  },
  {
    name: 'a division by zero only on hidden data (1/(sage-37))',
    input: { ...QUERY_A, studentSql: 'select sname from student where case when sage < 30 then true else 1 / (sage - 37) > 0 end' },
    wrong: /隐藏数据上执行出错/,
  },
  {
    name: 'a RAISE EXCEPTION carrying the hidden row',
    input: {
      ...DML,
      studentSql: `create function leak(t text, n text) returns boolean language plpgsql as $$ begin if t ~ '[A-Za-z]' then raise exception 'leak % %', t, n using detail = t, hint = n; end if; return true; end $$;\nupdate student set sage = sage + 1 where leak(sname, sno);`,
    },
    wrong: /隐藏数据上执行出错/,
  },
  {
    name: 'a unique violation whose detail would name the hidden key',
    input: { ...DML, studentSql: `update student set sage = sage + 1;\ninsert into student select * from student where sdept = 'ZZ';` },
    wrong: /隐藏数据上执行出错/,
  },
  {
    name: 'a foreign-key violation whose detail would name the hidden key',
    input: { ...DML, studentSql: `update student set sage = sage + 1;\ndelete from student where sdept = 'ZZ';` },
    wrong: /隐藏数据上执行出错/,
  },
  {
    name: 'a wrong result only on hidden data: the verdict lists no hidden row',
    input: { ...QUERY_A, studentSql: `select sname from student where sdept <> 'ZZ'` },
    wrong: /隐藏数据上不正确/,
  },
  {
    name: 'an answer that returns the hidden rows only when they exist, with their values in column names',
    input: { ...QUERY_A, studentSql: `select sname from student where sdept <> 'ZZ' union all select sname || sno from student where sdept = 'ZZ'` },
    wrong: /隐藏数据上不正确/,
  },
];

describe('the verdict on hidden data names nothing of it', () => {
  it.each(verdicts)('$name', ({ input, wrong }) =>
    scenario(1000, {}, async (engine) => {
      const r = await engine.check(HIDDEN_SCENE, input, ATTACKER);
      const problems = hiddenIn(r);
      if (r.correct || !wrong.test(r.message)) problems.push(`expected a verdict matching ${wrong}, got ${r.correct ? 'correct' : r.message.slice(0, 200)}`);
      return problems;
    }),
  );
});

/** what the attacker can read of every database's statistics: the row for the hidden data's copy, if any */
const STATS_SQL = `select datname, tup_returned from pg_stat_database where datname like 'c\\_%'`;

/**
 * The age of the hidden student, encoded as 7 000 rows of course read per year (read-only, right on all data). The
 * sleep on hidden data only makes the backend report its statistics at once (more than PGSTAT_MIN_INTERVAL after its
 * last report) rather than after PGSTAT_IDLE_INTERVAL; it changes nothing else.
 */
const ENCODE_IN_STATS = `select sname from student
 where (select count(*) from generate_series(1, coalesce((select max(sage) from student where sdept = 'ZZ'), 0) * 1000) g,
                              lateral (select 1 from course where g > 0 offset 0) c) >= 0
   and (select count(pg_sleep(1.1)) from student where sdept = 'ZZ') >= 0`;

describe('hidden rows carried out of the hidden run', () => {
  it("through pg_stat_database: the hidden student's age as the number of rows read", () =>
    scenario(3000, {}, async (engine) => {
      const problems: string[] = [];
      const r = await engine.check(HIDDEN_SCENE, { ...QUERY_A, studentSql: ENCODE_IN_STATS }, ATTACKER);
      if (!r.correct) problems.push(`the encoding answer should be graded right (it is right on all data): ${r.message}`);
      const hiddenCopy = `c_${sceneSpec(withHiddenData(SCENE_A, HIDDEN)).key}_`;
      // statistics reach the shared view when the backend has been idle a moment (at most PGSTAT_IDLE_INTERVAL, 10 s)
      let seen: string | null = null;
      for (let i = 0; i < 30 && seen === null; i++) {
        const stats = await engine.run(SCENE_A, STATS_SQL, null, ATTACKER);
        if (stats.error) {
          problems.push(`(the attacker cannot read pg_stat_database: ${stats.error.message})`);
          break;
        }
        // the hidden data's copies (one per engine that ran it): the one this check used carries the count
        const row = stats.results[0].rows.find((x) => String(x[0]).startsWith(hiddenCopy) && Math.floor(Number(x[1]) / 7000) === 37);
        if (row) seen = `${row[0]}: tup_returned ${row[1]}`;
        else await new Promise((res) => setTimeout(res, 500));
      }
      if (seen) problems.push(`the attacker read the hidden student's age 37 (floor(tup_returned / 7000)) from pg_stat_database, row ${seen}`);
      return problems.filter((p) => !p.startsWith('(the attacker cannot'));
    }));

  it("through pg_locks: the hidden student's age as an advisory lock seen by a second account", () =>
    scenario(1000, {}, async (engine) => {
      const problems: string[] = [];
      const answer = `select sname from student
 where (select count(pg_advisory_xact_lock(424242, sage)) + count(pg_sleep(0.6)) from student where sdept = 'ZZ') >= 0`;
      const input = { ...QUERY_A, studentSql: answer };
      // once to build the hidden data's database, so that the second check reaches it at once
      await engine.check(HIDDEN_SCENE, input, ATTACKER);
      const spy = `create function spy() returns int language plpgsql as $$
declare v int; t0 timestamptz := clock_timestamp();
begin
  loop
    select max(objid::int) into v from pg_locks where locktype = 'advisory' and classid = 424242;
    exit when v is not null or clock_timestamp() - t0 > interval '850 ms';
    perform pg_sleep(0.01);
  end loop;
  return v;
end $$;
select spy();`;
      const checking = engine.check(HIDDEN_SCENE, input, ATTACKER);
      const spied = await engine.run(SCENE_A, spy, null, { user: 'u3' });
      const r = await checking;
      // advisory locks are revoked: the encoding answer cannot run on the hidden data at all
      if (r.correct) problems.push('an answer taking advisory locks was graded right: they should be revoked');
      const seen = spied.results[1]?.rows[0]?.[0];
      if (seen === '37')
        problems.push(
          `a second account read the hidden student's age 37 from pg_locks (advisory lock 424242/${seen}) while the first one's answer ran on the hidden data`,
        );
      return problems;
    }));

  it('through the time a check takes (pg_sleep of the hidden age): documented, not a verdict', () =>
    scenario(1000, {}, async (engine: GradingEngine) => {
      // a check's duration is observable to the student; the time limit bounds it. This records the size of the channel.
      const answer = `select sname from student where (select count(pg_sleep(sage / 100.0)) from student where sdept = 'ZZ') >= 0`;
      const t0 = performance.now();
      const r = await engine.check(HIDDEN_SCENE, { ...QUERY_A, studentSql: answer }, ATTACKER);
      const ms = performance.now() - t0;
      if (process.env.HTDZ_SANDBOX_VERBOSE)
        console.log(`timing channel: check took ${Math.round(ms)} ms (hidden sage 37 → 370 ms of sleep), verdict ${r.correct}`);
      return [];
    }));
});

describe("a teacher's hidden data script is built like an init script", () => {
  it("hidden data that changes the author login role's DateStyle at run time", () =>
    scenario(1000, { builds: true }, async (engine) => {
      const evil = `do $$ begin execute 're' || 'set role'; execute 'alter role ' || current_user || ' set datestyle = ' || quote_literal('SQL, DMY'); end $$;`;
      const f = await engine.referenceFailure(
        { initSql: SCENE_A, hiddenData: [evil] },
        { type: 'query', referenceSql: 'select sname from student', verifySql: null },
        ATTACKER,
      );
      return f ? [] : [];
    }));

  it("hidden data of a victim's question is not changed by a student's run on it", () =>
    scenario(1000, {}, async (engine) => {
      const problems: string[] = [];
      await engine.check(HIDDEN_SCENE, { ...DML, studentSql: `update student set sname = 'PLANTED';\nupdate student set sage = sage + 1;` }, ATTACKER);
      const r = await engine.check(HIDDEN_SCENE, { ...DML, studentSql: 'update student s set sage = s.sage + 1' }, VICTIM);
      if (!r.correct) problems.push(`the victim's right answer on the hidden data is graded wrong: ${r.message}`);
      return problems;
    }));
});
