// Classes 班级: a course's classes, their rosters and teachers, and which chapters each class sees (contract/clazz.ts).
import { request } from '@umijs/max';
import type { AnswerOf, BodyOf, QueryOf } from '@contract/call';
import type { classCalls } from '@contract/clazz';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz, htdzHost } from './client';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof classCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;

const id = (n: number) => encodeURIComponent(n);

/** A page of the classes the user teaches (admins: all), optionally of one course. */
export async function queryClasses(params: QueryOf<Calls['listClasses']>) {
  return htdz<Answer<'listClasses'>>('/sclass/list', { method: 'GET', params });
}

export async function getClass(sclassId: number) {
  return htdz<Answer<'getClass'>>(`/sclass/${id(sclassId)}`, { method: 'GET' });
}

/** Creates (sclassId null) or updates a class. */
export async function saveClass(body: Body<'saveClass'>, options?: HtdzOptions) {
  return htdz<Answer<'saveClass'>>('/sclass/save', { method: 'POST', data: body, ...options });
}

export async function queryClassStudents(sclassId: number) {
  return htdz<Answer<'classStudents'>>(`/sclass/${id(sclassId)}/students`, { method: 'GET' });
}

/** Adds students by account; any unknown account refuses the whole request (its message names them). */
export async function addClassStudents(body: Body<'addStudents'>, options?: HtdzOptions) {
  return htdz<Answer<'addStudents'>>('/sclass/addStudents', { method: 'POST', data: body, ...options });
}

export async function removeClassStudent(body: Body<'removeStudent'>) {
  return htdz<Answer<'removeStudent'>>('/sclass/removeStudent', { method: 'POST', data: body });
}

/** The xlsx template of the roster import (学号, 姓名), as a blob. */
export async function downloadRosterTemplate(): Promise<Blob> {
  return request<Blob>(`${htdzHost()}/sclass/rosterTemplate`, { method: 'GET', responseType: 'blob' });
}

/** An .xlsx of 学号 (and 姓名 to check) onto the class's roster; every row or none (the answer lists wrong rows). */
export async function importRoster(file: Blob, sclassId: number, opts?: UploadOptions) {
  return htdz<Answer<'importRoster'>>('/sclass/importRoster', { method: 'POST', params: { sclassId }, data: fileForm(file), ...progressOf(opts) });
}

/** The class's owner first, then its co-teachers. */
export async function queryClassTeachers(sclassId: number) {
  return htdz<Answer<'classTeachers'>>(`/sclass/${id(sclassId)}/teachers`, { method: 'GET' });
}

/** Adds a co-teacher by account (owner and admins only); answers the teachers after the change. */
export async function addClassTeacher(body: Body<'addClassTeacher'>) {
  return htdz<Answer<'addClassTeacher'>>('/sclass/addTeacher', { method: 'POST', data: body });
}

export async function removeClassTeacher(body: Body<'removeClassTeacher'>) {
  return htdz<Answer<'removeClassTeacher'>>('/sclass/removeTeacher', { method: 'POST', data: body });
}

/** Ids of the chapters the class does not see (their sections are hidden with them). */
export async function queryHiddenChapters(sclassId: number) {
  return htdz<Answer<'hiddenChapters'>>(`/sclass/${id(sclassId)}/hiddenChapters`, { method: 'GET' });
}

export async function setChapterVisibility(body: Body<'setChapterVisibility'>) {
  return htdz<Answer<'setChapterVisibility'>>('/sclass/chapterVisibility', { method: 'POST', data: body });
}
