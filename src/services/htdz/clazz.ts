// Classes 班级: a course's classes, their rosters and which chapters each class sees (contract/clazz.ts).
import type { AnswerOf, BodyOf, QueryOf } from '../../../contract/call';
import type { classCalls } from '../../../contract/clazz';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdz } from './client';

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

/** Ids of the chapters the class does not see (their sections are hidden with them). */
export async function queryHiddenChapters(sclassId: number) {
  return htdz<Answer<'hiddenChapters'>>(`/sclass/${id(sclassId)}/hiddenChapters`, { method: 'GET' });
}

export async function setChapterVisibility(body: Body<'setChapterVisibility'>) {
  return htdz<Answer<'setChapterVisibility'>>('/sclass/chapterVisibility', { method: 'POST', data: body });
}
