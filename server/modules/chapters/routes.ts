import type { FastifyInstance } from 'fastify';
import { chapterCalls } from '@contract/chapter';
import { RoleId } from '@contract/roles';
import { RESOURCE_MAX_BYTES } from '@contract/chapter';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import { checkUpload } from '../library/service';
import {
  addFromLibrary,
  addLink,
  chapterTree,
  deleteChapter,
  deleteResource,
  getChapter,
  moveChapter,
  resourceSettings,
  saveChapter,
  streamUrl,
  uploadResource,
} from './service';

const AUTHORS = [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN];

export default async function chapterRoutes(app: FastifyInstance) {
  route(app, chapterCalls.chapterTree, 'user', async ({ auth, params }) => chapterTree(app.db, auth, params.courseId));
  route(app, chapterCalls.getChapter, 'user', async ({ auth, params }) => getChapter(app.db, auth, params.chapterId));
  route(app, chapterCalls.saveChapter, AUTHORS, async ({ auth, body }) => saveChapter(app.db, auth, body));
  route(app, chapterCalls.deleteChapter, AUTHORS, async ({ auth, params }) => deleteChapter(app.db, auth, params.chapterId));
  route(app, chapterCalls.moveChapter, AUTHORS, async ({ auth, body }) => moveChapter(app.db, auth, body));
  route(app, chapterCalls.uploadResource, AUTHORS, async ({ auth, params, req }) => {
    const checked = await checkUpload(await readUpload(req, { field: 'file', maxBytes: RESOURCE_MAX_BYTES, what: '课程资源' }));
    const added = await uploadResource(app.db, app.storage, auth, params.chapterId, checked, app.converter.initialState);
    if (added.conversion) app.converter.wake();
    return added;
  });
  route(app, chapterCalls.addLink, AUTHORS, async ({ auth, body }) => addLink(app.db, auth, body));
  route(app, chapterCalls.addFromLibrary, AUTHORS, async ({ auth, body }) => addFromLibrary(app.db, auth, body));
  route(app, chapterCalls.resourceSettings, AUTHORS, async ({ auth, body }) => resourceSettings(app.db, auth, body));
  route(app, chapterCalls.streamUrl, 'user', async ({ auth, params }) => streamUrl(app.db, app.config.jwtSecret!, auth, params.resourceId));
  route(app, chapterCalls.deleteResource, AUTHORS, async ({ auth, params }) => deleteResource(app.db, auth, params.resourceId));
}
