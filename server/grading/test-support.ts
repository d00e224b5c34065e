// For the grading tests: an engine on the suite's grading cluster, and whether it still grades a normal question right.
import { STUDENT_COURSE_SQL } from '../db/demo-scenes.sql';
import { type EngineOptions, GradingEngine } from './engine';

/** An engine on the cluster of tests/grading-cluster.setup.ts. */
export function testEngine(options: Partial<EngineOptions> = {}): GradingEngine {
  const urls = process.env.HTDZ_GRADING_DATABASE_URL?.split(',');
  if (!urls) throw new Error('HTDZ_GRADING_DATABASE_URL is not set: run through jest (tests/grading-cluster.setup.ts)');
  return new GradingEngine({ workers: 2, timeMs: 3000, databaseUrls: urls, ...options });
}

export async function gradesRight(engine: GradingEngine, user?: string): Promise<boolean> {
  const r = await engine.check(
    { initSql: STUDENT_COURSE_SQL },
    {
      type: 'query',
      referenceSql: 'select sname from student',
      studentSql: 'select s.sname from student s',
      verifySql: null,
      orderSensitive: null,
      checkColumnNames: false,
    },
    { user },
  );
  return r.correct;
}
