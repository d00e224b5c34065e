import type { FastifyInstance } from 'fastify';
import { RoleId } from '@contract/roles';
import { sysCalls } from '@contract/sys';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import { signToken } from '../auth/service';
import { buildImportTemplate, IMPORT_MAX_BYTES, importUsers, TEMPLATE_FILE_NAME } from './import.service';
import { sendXlsx } from '../../lib/xlsx-sheet';
import { deleteModule, listModuleTree, saveModule } from './modules.service';
import { deleteRole, listRoles, saveRole, saveRoleModules } from './roles.service';
import {
  changeOwnPassword,
  listTeachers,
  listUsers,
  resetPassword,
  saveUser,
  setAvatar,
  setDefaultRole,
  setStopped,
  updateProfile,
  uploadAvatar,
} from './users.service';

const ADMIN = [RoleId.ADMIN];
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** /sys: user, role and module management (admin) and one's own account (any signed-in user). */
export default async function sysRoutes(app: FastifyInstance) {
  const db = app.db;

  // Users (admin)
  route(app, sysCalls.getUser, ADMIN, async ({ body }) => listUsers(db, body));
  route(app, sysCalls.updateUser, ADMIN, async ({ auth, body }) => saveUser(db, auth, body));
  route(app, sysCalls.resetUserPassword, ADMIN, async ({ body }) => resetPassword(db, body));
  route(app, sysCalls.updateUserIsStop, ADMIN, async ({ auth, body }) => setStopped(db, auth, body));
  route(app, sysCalls.importUsers, ADMIN, async ({ req }) =>
    importUsers(db, await readUpload(req, { field: 'file', maxBytes: IMPORT_MAX_BYTES, what: 'Excel 文件' })),
  );
  route(app, sysCalls.userImportTemplate, ADMIN, async ({ reply }) =>
    sendXlsx(reply, 'user-import-template.xlsx', TEMPLATE_FILE_NAME, await buildImportTemplate(db)),
  );
  route(app, sysCalls.getTeachers, [RoleId.ADMIN, RoleId.TEACHER, RoleId.EXPERT], async () => listTeachers(db));

  // One's own account
  route(app, sysCalls.updateUserCenter, 'user', async ({ auth, body }) => updateProfile(db, auth.userId, body));
  route(app, sysCalls.updateUserDefRole, 'user', async ({ auth, body }) => setDefaultRole(db, auth, body));
  route(app, sysCalls.updateAccountInfo, 'user', async ({ auth, body }) => setAvatar(db, auth, body));
  route(app, sysCalls.uploadAvatar, 'user', async ({ auth, req }) =>
    uploadAvatar(db, app.storage, auth, await readUpload(req, { field: 'file', maxBytes: AVATAR_MAX_BYTES, what: '头像图片' })),
  );
  route(app, sysCalls.userUpdatePassword, 'user', async ({ auth, body, issueToken }) => {
    issueToken(signToken(app, await changeOwnPassword(db, auth.userId, body)));
    return null;
  });

  // Modules and roles (admin)
  route(app, sysCalls.getModules, ADMIN, async () => listModuleTree(db));
  route(app, sysCalls.saveModule, ADMIN, async ({ body }) => saveModule(db, body));
  route(app, sysCalls.deleteModule, ADMIN, async ({ body }) => deleteModule(db, body.moduleId));
  route(app, sysCalls.getRoles, ADMIN, async () => listRoles(db));
  route(app, sysCalls.saveRole, ADMIN, async ({ body }) => saveRole(db, body));
  route(app, sysCalls.deleteRole, ADMIN, async ({ body }) => deleteRole(db, body.roleId));
  route(app, sysCalls.saveRoleModules, ADMIN, async ({ body }) => saveRoleModules(db, body));
}
