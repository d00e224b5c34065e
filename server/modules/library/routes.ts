import type { FastifyInstance } from 'fastify';
import { RESOURCE_MAX_BYTES } from '@contract/chapter';
import { libraryCalls } from '@contract/library';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import {
  checkUpload,
  deleteLibraryResource,
  getLibraryResource,
  listLibrary,
  renameLibraryResource,
  shareLibraryResource,
  uploadLibraryResource,
} from './service';

/** Those who upload chapter resources keep a library: teachers, experts, admins. */
const AUTHORS = [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN];

export default async function libraryRoutes(app: FastifyInstance) {
  route(app, libraryCalls.listLibrary, AUTHORS, async ({ auth, query }) => listLibrary(app.db, auth, query));
  route(app, libraryCalls.getLibraryResource, AUTHORS, async ({ auth, params }) => getLibraryResource(app.db, auth, params.libraryResourceId));
  route(app, libraryCalls.uploadLibraryResource, AUTHORS, async ({ auth, req }) => {
    const checked = await checkUpload(await readUpload(req, { field: 'file', maxBytes: RESOURCE_MAX_BYTES, what: '资源' }));
    const added = await uploadLibraryResource(app.db, app.storage, auth, checked, app.converter.initialState);
    if (added.conversion) app.converter.wake();
    return added;
  });
  route(app, libraryCalls.renameLibraryResource, AUTHORS, async ({ auth, body }) => renameLibraryResource(app.db, auth, body));
  route(app, libraryCalls.shareLibraryResource, AUTHORS, async ({ auth, body }) => shareLibraryResource(app.db, auth, body));
  route(app, libraryCalls.deleteLibraryResource, AUTHORS, async ({ auth, params }) => deleteLibraryResource(app.db, auth, params.libraryResourceId));
}
