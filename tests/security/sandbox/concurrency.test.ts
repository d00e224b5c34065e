// Attacks on runs that happen at the same time: reading another run's query text, signalling its backend, holding
// slots with sleeps, filling the server's lock table, blocking the victim's scene. Each ends with the victim's
// checks of harness.ts (on the same engine: two slots, so attacker and victim run side by side).
import type { CheckInput } from '../../../server/grading/engine';
import { testEngine } from '../../../server/grading/test-support';
import { answered, ATTACKER, closeEnginesAfterAll, DML_A, leaks, QUERY_A, SCENE_A, SCENE_B, scenario, VICTIM } from './harness';

jest.setTimeout(60_000);
closeEnginesAfterAll();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** the victim's secret, in the text of a slow run */
const VICTIM_SECRET = 'VICTIM-QUERY-SECRET-5521';

/** a plpgsql loop that watches the server for `ms` and answers what it saw */
const watch = (ms: number, query: string) => `create function watch() returns text language plpgsql as $$
declare v text; seen text := ''; t0 timestamptz := clock_timestamp();
begin
  loop
    begin
      execute ${query} into v;
      if v is not null then seen := seen || v || ';'; end if;
    exception when others then seen := seen || sqlerrm || ';';
    end;
    exit when clock_timestamp() - t0 > interval '${ms} ms';
    perform pg_sleep(0.02);
  end loop;
  return seen;
end $$;
select watch();`;

describe('a concurrent victim run', () => {
  it.each([
    ['pg_stat_activity', `'select string_agg(query, '' | '') from pg_stat_activity'`],
    ['pg_stat_get_backend_activity', `'select string_agg(pg_stat_get_backend_activity(b), '' | '') from pg_stat_get_backend_idset() b'`],
    ['pg_stat_activity after RESET ROLE', `'reset role; select string_agg(query, '' | '') from pg_stat_activity'`],
  ])('its query text is not visible through %s', (_name, query) =>
    scenario(3000, {}, async (engine) => {
      const problems: string[] = [];
      await engine.run(SCENE_B, 'select 1', null, VICTIM); // the victim's copy exists: the slow run starts at once
      const slow = engine.run(SCENE_B, `select pg_sleep(1.5), '${VICTIM_SECRET}' as secret, count(*) from dossier`, null, VICTIM);
      await sleep(100);
      const spied = await engine.run(SCENE_A, watch(1200, query), null, ATTACKER);
      const victim = await slow;
      if (victim.error) problems.push(`the victim's slow run failed: ${victim.error.message}`);
      const text = JSON.stringify(spied);
      if (text.includes(VICTIM_SECRET))
        problems.push(`the attacker read the victim's query text: ${text.slice(text.indexOf(VICTIM_SECRET) - 100, text.indexOf(VICTIM_SECRET) + 60)}`);
      problems.push(...leaks(spied));
      return problems;
    }),
  );

  it.each([
    ['pg_cancel_backend', 'pg_cancel_backend'],
    ['pg_terminate_backend', 'pg_terminate_backend'],
  ])('its backend cannot be stopped with %s', (_name, fn) =>
    scenario(3000, {}, async (engine) => {
      const problems: string[] = [];
      await engine.run(SCENE_B, 'select 1', null, VICTIM);
      const slow = engine.run(SCENE_B, 'select pg_sleep(1), count(*) from dossier', null, VICTIM);
      await sleep(100);
      // every other backend the attacker can name: from pg_locks and the backend id set
      const attack = await engine.run(
        SCENE_A,
        `do $$ declare p int; n int := 0; begin
  for p in select distinct pid from pg_locks where pid <> pg_backend_pid() union select pg_stat_get_backend_pid(b) from pg_stat_get_backend_idset() b loop
    begin execute format('select %I(%s)', '${fn}', p); n := n + 1; exception when insufficient_privilege then null; end;
  end loop;
  if n > 0 then raise exception 'signalled % backends', n; end if;
end $$`,
        null,
        ATTACKER,
      );
      // not even the list of other backends is readable (pg_locks and the statistics are revoked): nothing signalled
      if (attack.error && !/^permission denied for function (pg_lock_status|pg_stat_get_)/.test(attack.error.message)) {
        problems.push(`the attacker signalled other backends: ${attack.error.message}`);
      }
      const victim = await slow;
      if (victim.error || victim.results[0]?.rows[0]?.[1] !== '3')
        problems.push(`the victim's run was disturbed: ${JSON.stringify(victim.error ?? victim.results)}`);
      return problems;
    }),
  );
});

describe('one user cannot take the grading from another', () => {
  it("a run stuck in COPY FROM STDIN (past the statement guard) in every slot does not stop another user's select 1", () =>
    scenario(1000, {}, async (engine) => {
      const problems: string[] = [];
      await engine.run(SCENE_A, 'select 1', null, VICTIM);
      // as many accounts as the engine has slots (2 in tests)
      const stuck = ['u1', 'u3'].map((user) =>
        answered(engine.run(SCENE_A, 'copy student from stdin;\n/*', null, { user }), `${user}'s COPY FROM STDIN`).catch((e: Error) => e),
      );
      await sleep(300);
      const t0 = performance.now();
      const r = await answered(engine.run(SCENE_A, 'select 1', null, VICTIM), "the victim's select 1").catch((e: Error) => e);
      const ms = Math.round(performance.now() - t0);
      if (r instanceof Error) problems.push(`${r.message} (the victim waited ${ms} ms)`);
      else if (r.error) problems.push(`the victim's select 1 failed after ${ms} ms: ${r.error.message}`);
      else if (ms > 3000) problems.push(`the victim waited ${ms} ms for select 1`);
      for (const [i, o] of (await Promise.all(stuck)).entries()) {
        if (o instanceof Error) problems.push(`attacker ${i + 1}: ${o.message}`);
      }
      return problems;
    }));

  it("8 parallel pg_sleep(10) from one user do not delay another user's select 1 by more than 1 s", () =>
    scenario(1500, {}, async (engine) => {
      const problems: string[] = [];
      await engine.run(SCENE_A, 'select 1', null, VICTIM);
      const base0 = performance.now();
      await engine.run(SCENE_A, 'select 1', null, VICTIM);
      const base = performance.now() - base0;
      const flood = Array.from({ length: 8 }, () => engine.run(SCENE_A, 'select pg_sleep(10)', null, ATTACKER).catch((e: Error) => e));
      await sleep(200);
      const latencies: number[] = [];
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const r = await engine.run(SCENE_A, 'select 1', null, VICTIM);
        latencies.push(Math.round(performance.now() - t0));
        if (r.error) problems.push(`the victim's select 1 failed: ${r.error.message}`);
        await sleep(300);
      }
      const outcomes = await Promise.all(flood);
      if (Math.max(...latencies) > base + 1000)
        problems.push(`the victim waited ${Math.max(...latencies)} ms (alone: ${Math.round(base)} ms) behind the attacker's sleeps`);
      const busy = outcomes.filter((o) => o instanceof Error).length;
      if (process.env.HTDZ_SANDBOX_VERBOSE)
        console.log(
          `sleep flood: victim latencies ${latencies.join(', ')} ms (alone ${Math.round(base)} ms); ${busy} of the attacker's 8 runs refused as busy`,
        );
      if (busy === 0) problems.push("all 8 of the attacker's runs were accepted: no per-user limit");
      return problems;
    }));

  it('a table locked ACCESS EXCLUSIVE by the attacker does not block the victim on the same scene', () =>
    scenario(3000, {}, async (engine) => {
      const problems: string[] = [];
      await engine.check({ initSql: SCENE_A }, QUERY_A, VICTIM);
      const attack = engine.run(SCENE_A, 'lock table student, course, sc in access exclusive mode;\nselect pg_sleep(2);', null, ATTACKER);
      await sleep(150);
      const t0 = performance.now();
      const r = await engine.check({ initSql: SCENE_A }, QUERY_A, VICTIM);
      const ms = performance.now() - t0;
      if (!r.correct) problems.push(`the victim's answer was graded wrong: ${r.message}`);
      if (ms > 1000) problems.push(`the victim waited ${Math.round(ms)} ms for the attacker's lock`);
      await attack;
      return problems;
    }));

  it("the server's lock table filled with transaction advisory locks does not stop the victim's grading", async () => {
    // how many locks the server's shared lock table holds (measured once, with a long time limit)
    const measuring = testEngine({ timeMs: 20_000 });
    const measured = await measuring
      .run(
        SCENE_A,
        `create function cap() returns int language plpgsql as $$ declare n int := 0; begin begin loop perform pg_advisory_xact_lock(n); n := n + 1; end loop; exception when out_of_memory then null; end; return n; end $$;\nselect cap();`,
        null,
        ATTACKER,
      )
      .finally(() => measuring.close());
    // advisory locks are revoked: the cheap way to fill the table is closed (the rest of the case documents why)
    if (measured.error) {
      expect(measured.error.message).toBe('permission denied for function pg_advisory_xact_lock');
      return;
    }
    const capacity = Number(measured.results[1]?.rows[0]?.[0]);
    expect(capacity).toBeGreaterThan(1000);
    await scenario(4000, {}, async (engine) => {
      const problems: string[] = [];
      const dml: CheckInput = { ...DML_A, studentSql: "update student s set sage = s.sage + 1 where s.sdept = 'CS'" };
      // warm: the victim's copies and references exist, so that the victim needs nothing but its own runs
      await engine.check({ initSql: SCENE_A }, QUERY_A, VICTIM);
      await engine.check({ initSql: SCENE_A }, dml, VICTIM);
      // one statement fills the table to just below what it holds (about 2 s), single locks fill the rest (each in a
      // subtransaction: the one that fails is the only one given back); then the run holds it until its time limit
      const fill = `create function fill(n int) returns int language plpgsql as $$
declare k int := 0;
begin
  perform pg_advisory_xact_lock(g) from generate_series(1, n) g;
  loop
    begin perform pg_advisory_xact_lock(-1 - k); k := k + 1; exception when out_of_memory then exit; end;
  end loop;
  return n + k;
end $$;
select fill(${capacity - 2000});
select pg_sleep(10);`;
      let done = false;
      const t0 = performance.now();
      const attack = engine
        .run(SCENE_A, fill, null, ATTACKER)
        .catch((e: Error) => ({ results: [], error: { message: `THROWN ${e.name}: ${e.message}` } }))
        .finally(() => (done = true));
      const failures: string[] = [];
      let tries = 0;
      while (!done) {
        await sleep(150);
        tries++;
        const at = Math.round(performance.now() - t0);
        const q = await engine.check({ initSql: SCENE_A }, QUERY_A, VICTIM).catch((e: Error) => e);
        const d = await engine.check({ initSql: SCENE_A }, dml, VICTIM).catch((e: Error) => e);
        for (const [what, r] of [
          ['query', q],
          ['update', d],
        ] as const) {
          if (r instanceof Error) failures.push(`at ${at} ms the victim's ${what} check threw ${r.name}: ${r.message}`);
          else if (!r.correct) failures.push(`at ${at} ms the victim's ${what} check was graded wrong: ${r.message.slice(0, 200)}`);
        }
      }
      const a = await attack;
      if (process.env.HTDZ_SANDBOX_VERBOSE)
        console.log(
          `lock table: attacker ${JSON.stringify(a.error ?? a.results.map((x) => x.rows))}; victim tried ${tries} times, ${failures.length} failures`,
        );
      if (failures.length)
        problems.push(
          `while one student's run held the server's lock table (all of its ${capacity} entries), ${failures.length} of the victim's ${tries * 2} checks failed; first: ${failures[0]}`,
        );
      return problems;
    });
  });
});
