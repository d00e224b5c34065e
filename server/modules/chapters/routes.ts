import type { FastifyInstance } from 'fastify';
import { chapterCalls } from '../../../contract/chapter';
import { RoleId } from '../../../contract/roles';
import { route } from '../../lib/route';
import { chapterTree, deleteChapter, getChapter, moveChapter, saveChapter } from './service';

const AUTHORS = [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN];

export default async function chapterRoutes(app: FastifyInstance) {
  route(app, chapterCalls.chapterTree, 'user', async ({ auth, params }) => chapterTree(app.db, auth, params.courseId));
  route(app, chapterCalls.getChapter, 'user', async ({ auth, params }) => getChapter(app.db, auth, params.chapterId));
  route(app, chapterCalls.saveChapter, AUTHORS, async ({ auth, body }) => saveChapter(app.db, auth, body));
  route(app, chapterCalls.deleteChapter, AUTHORS, async ({ auth, params }) => deleteChapter(app.db, auth, params.chapterId));
  route(app, chapterCalls.moveChapter, AUTHORS, async ({ auth, body }) => moveChapter(app.db, auth, body));
}
