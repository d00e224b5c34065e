import type { FastifyInstance } from 'fastify';
import { practiceCalls } from '@contract/practice';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { practiceAttempt, practiceCompare, practiceLog, practiceStats } from './stats';
import { practiceExercises, practiceKnowledge, practiceQuestion, resetPractice, runPractice, submitPractice } from './service';

const STUDENTS = [RoleId.STUDENT];
/** the class's teachers, its course's team (assistants too) and admins: the service checks the class */
const TEACHERS = [RoleId.TEACHER, RoleId.ADMIN];

export default async function practiceRoutes(app: FastifyInstance) {
  route(app, practiceCalls.practiceKnowledge, STUDENTS, async ({ auth, params }) => practiceKnowledge(app.db, auth, params.courseId, params.clazzId));
  route(app, practiceCalls.practiceExercises, STUDENTS, async ({ auth, params }) => practiceExercises(app.db, auth, params.clazzId, params.knowId));
  route(app, practiceCalls.practiceQuestion, STUDENTS, async ({ auth, params }) =>
    practiceQuestion(app.db, auth, params.clazzId, params.knowId, params.exerciseId),
  );
  route(app, practiceCalls.runPractice, STUDENTS, async ({ auth, body }) => runPractice(app.db, app.grading, auth, body));
  route(app, practiceCalls.submitPractice, STUDENTS, async ({ auth, body }) => submitPractice(app.db, app.grading, auth, body));
  route(app, practiceCalls.resetPractice, STUDENTS, async ({ auth, body }) => resetPractice(app.db, auth, body));
  route(app, practiceCalls.practiceStats, TEACHERS, async ({ auth, params, query }) => practiceStats(app.db, auth, params.clazzId, query.knowId));
  route(app, practiceCalls.practiceLog, TEACHERS, async ({ auth, params, query }) => practiceLog(app.db, auth, params.clazzId, params.studentId, query));
  route(app, practiceCalls.practiceAttempt, TEACHERS, async ({ auth, params }) => practiceAttempt(app.db, auth, params.attemptId));
  route(app, practiceCalls.practiceCompare, STUDENTS, async ({ auth, params, query }) => practiceCompare(app.db, auth, params.clazzId, query.knowId));
}
