// System administration and the user's own account: users, modules, roles, profile, avatar, password.
import { request } from '@umijs/max';
import type { BodyOf, AnswerOf } from '@contract/call';
import type { sysCalls } from '@contract/sys';
import { htdz, htdzHost } from './client';

type Calls = typeof sysCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

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
  return htdz<Answer<'getUser'>>('/sys/getUser', { method: 'POST', data: body });
}

/** Creates (no userId) or updates a user; on create without a password the answer carries the generated one. */
export async function saveUser(body: Body<'updateUser'>) {
  return htdz<Answer<'updateUser'>>('/sys/updateUser', { method: 'POST', data: body });
}

export async function resetUserPassword(body: Body<'resetUserPassword'>) {
  return htdz<Answer<'resetUserPassword'>>('/sys/resetUserPassword', { method: 'POST', data: body });
}

export async function setUserStopped(body: Body<'updateUserIsStop'>) {
  return htdz<Answer<'updateUserIsStop'>>('/sys/updateUserIsStop', { method: 'POST', data: body });
}

/** The signed-in user's own name, email and phone; answers the updated current user. */
export async function updateMyProfile(body: Body<'updateUserCenter'>) {
  return htdz<Answer<'updateUserCenter'>>('/sys/updateUserCenter', { method: 'POST', data: body });
}

/** Sets (or, with '', clears) the signed-in user's avatar; answers the updated current user. */
export async function updateMyAvatar(body: Body<'updateAccountInfo'>) {
  return htdz<Answer<'updateAccountInfo'>>('/sys/updateAccountInfo', { method: 'POST', data: body });
}

/** Changes the signed-in user's password; the answer's envelope carries a new token. */
export async function changeMyPassword(body: Body<'userUpdatePassword'>) {
  return htdz<Answer<'userUpdatePassword'>>('/sys/userUpdatePassword', { method: 'POST', data: body });
}

export async function queryTeachers() {
  return htdz<Answer<'getTeachers'>>('/sys/getTeachers', { method: 'GET' });
}

export async function uploadAvatar(file: Blob, opts?: UploadOptions) {
  return htdz<Answer<'uploadAvatar'>>('/sys/uploadAvatar', { method: 'POST', data: fileForm(file), ...progressOf(opts) });
}

export async function importUsers(file: Blob, opts?: UploadOptions) {
  return htdz<Answer<'importUsers'>>('/sys/importUsers', { method: 'POST', data: fileForm(file), ...progressOf(opts) });
}

/** The xlsx template of the user import, as a blob. */
export async function downloadUserImportTemplate(): Promise<Blob> {
  return request<Blob>(`${htdzHost()}/sys/userImportTemplate`, { method: 'GET', responseType: 'blob' });
}

export async function queryModules() {
  return htdz<Answer<'getModules'>>('/sys/getModules', { method: 'GET' });
}

export async function saveModule(body: Body<'saveModule'>) {
  return htdz<Answer<'saveModule'>>('/sys/saveModule', { method: 'POST', data: body });
}

export async function deleteModule(body: Body<'deleteModule'>) {
  return htdz<Answer<'deleteModule'>>('/sys/deleteModule', { method: 'POST', data: body });
}

export async function queryRoles() {
  return htdz<Answer<'getRoles'>>('/sys/getRoles', { method: 'GET' });
}

export async function saveRole(body: Body<'saveRole'>) {
  return htdz<Answer<'saveRole'>>('/sys/saveRole', { method: 'POST', data: body });
}

export async function deleteRole(body: Body<'deleteRole'>) {
  return htdz<Answer<'deleteRole'>>('/sys/deleteRole', { method: 'POST', data: body });
}

export async function saveRoleModules(body: Body<'saveRoleModules'>) {
  return htdz<Answer<'saveRoleModules'>>('/sys/saveRoleModules', { method: 'POST', data: body });
}
