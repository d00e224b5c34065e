// For the grading tests: whether a pool still grades a normal question right (after a timeout, a crash, a kill).
import { STUDENT_COURSE_SQL } from '../db/demo-scenes.sql';
import type { GradingEngine } from './engine';

export async function gradesRight(engine: GradingEngine): Promise<boolean> {
  const r = await engine.check({ initSql: STUDENT_COURSE_SQL }, {
    type: 'query',
    referenceSql: 'select sname from student',
    studentSql: 'select s.sname from student s',
    verifySql: null,
    orderSensitive: null,
    checkColumnNames: false,
  });
  return r.correct;
}
