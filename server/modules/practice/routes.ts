import type { FastifyInstance } from 'fastify';
import { practiceCalls } from '@contract/practice';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { practiceExercises, practiceKnowledge, practiceQuestion, resetPractice, runPractice, submitPractice } from './service';

const STUDENTS = [RoleId.STUDENT];

export default async function practiceRoutes(app: FastifyInstance) {
  route(app, practiceCalls.practiceKnowledge, STUDENTS, async ({ auth, params }) => practiceKnowledge(app.db, auth, params.courseId, params.clazzId));
  route(app, practiceCalls.practiceExercises, STUDENTS, async ({ auth, params }) => practiceExercises(app.db, auth, params.clazzId, params.knowId));
  route(app, practiceCalls.practiceQuestion, STUDENTS, async ({ auth, params }) =>
    practiceQuestion(app.db, auth, params.clazzId, params.knowId, params.exerciseId),
  );
  route(app, practiceCalls.runPractice, STUDENTS, async ({ auth, body }) => runPractice(app.db, app.grading, auth, body));
  route(app, practiceCalls.submitPractice, STUDENTS, async ({ auth, body }) => submitPractice(app.db, app.grading, auth, body));
  route(app, practiceCalls.resetPractice, STUDENTS, async ({ auth, body }) => resetPractice(app.db, auth, body));
}
