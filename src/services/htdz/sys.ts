// System administration and the user's own account: users, modules, roles, profile, avatar, password.
import type { BodyOf } from '@contract/call';
import type { sysCalls } from '@contract/sys';
import { htdzBlob, htdzClient } from './client';
import { sysRoutes } from './routes/sys';

type Calls = typeof sysCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(sysRoutes);

/** A file as multipart form data under the field name `file` (the upload calls' shape). */
export const fileForm = (file: Blob, fileName?: string) => {
  const data = new FormData();
  data.append('file', file, fileName ?? (file instanceof File ? file.name : 'file'));
  return data;
};

export type UploadOptions = { onProgress?: (percent: number) => void };
/** axios upload progress as a percentage, for antd Upload's onProgress. */
export const progressOf = (opts?: UploadOptions) =>
  opts?.onProgress
    ? {
        onUploadProgress: (e: { loaded: number; total?: number }) => {
          if (e.total) opts.onProgress?.(Math.round((e.loaded / e.total) * 100));
        },
      }
    : {};

export async function queryUsers(body: Body<'getUser'>) {
  return api.getUser({ body });
}

/** Creates (no userId) or updates a user; on create without a password the answer carries the generated one. */
export async function saveUser(body: Body<'updateUser'>) {
  return api.updateUser({ body });
}

export async function resetUserPassword(body: Body<'resetUserPassword'>) {
  return api.resetUserPassword({ body });
}

export async function setUserStopped(body: Body<'updateUserIsStop'>) {
  return api.updateUserIsStop({ body });
}

/** The signed-in user's own name, email and phone; answers the updated current user. */
export async function updateMyProfile(body: Body<'updateUserCenter'>) {
  return api.updateUserCenter({ body });
}

/** Sets (or, with '', clears) the signed-in user's avatar; answers the updated current user. */
export async function updateMyAvatar(body: Body<'updateAccountInfo'>) {
  return api.updateAccountInfo({ body });
}

/** Changes the signed-in user's password; the answer's envelope carries a new token. */
export async function changeMyPassword(body: Body<'userUpdatePassword'>) {
  return api.userUpdatePassword({ body });
}

export async function queryTeachers() {
  return api.getTeachers();
}

export async function uploadAvatar(file: Blob, opts?: UploadOptions) {
  return api.uploadAvatar({}, { data: fileForm(file), ...progressOf(opts) });
}

export async function importUsers(file: Blob, opts?: UploadOptions) {
  return api.importUsers({}, { data: fileForm(file), ...progressOf(opts) });
}

/** The xlsx template of the user import, as a blob. */
export async function downloadUserImportTemplate(): Promise<Blob> {
  return htdzBlob(sysRoutes.userImportTemplate);
}

export async function queryModules() {
  return api.getModules();
}

export async function saveModule(body: Body<'saveModule'>) {
  return api.saveModule({ body });
}

export async function deleteModule(body: Body<'deleteModule'>) {
  return api.deleteModule({ body });
}

export async function queryRoles() {
  return api.getRoles();
}

export async function saveRole(body: Body<'saveRole'>) {
  return api.saveRole({ body });
}

export async function deleteRole(body: Body<'deleteRole'>) {
  return api.deleteRole({ body });
}

export async function saveRoleModules(body: Body<'saveRoleModules'>) {
  return api.saveRoleModules({ body });
}
