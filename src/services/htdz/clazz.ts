// Classes 班级: a course's classes, their rosters and teachers, and which chapters each class sees (contract/clazz.ts).
import type { BodyOf, QueryOf } from '@contract/call';
import type { classCalls } from '@contract/clazz';
import type { HtdzOptions } from '@/requestErrorConfig';
import { htdzBlob, htdzClient } from './client';
import { classRoutes } from './routes/clazz';
import { fileForm, progressOf, type UploadOptions } from './sys';

type Calls = typeof classCalls;
type Body<K extends keyof Calls> = BodyOf<Calls[K]>;
const api = htdzClient(classRoutes);

/** A page of the classes the user teaches (admins: all), optionally of one course. */
export async function queryClasses(params: QueryOf<Calls['listClasses']>) {
  return api.listClasses({ query: params });
}

export async function getClass(sclassId: number) {
  return api.getClass({ params: { sclassId } });
}

/** Creates (sclassId null) or updates a class. */
export async function saveClass(body: Body<'saveClass'>, options?: HtdzOptions) {
  return api.saveClass({ body }, options);
}

export async function queryClassStudents(sclassId: number) {
  return api.classStudents({ params: { sclassId } });
}

/** Adds students by account; any unknown account refuses the whole request (its message names them). */
export async function addClassStudents(body: Body<'addStudents'>, options?: HtdzOptions) {
  return api.addStudents({ body }, options);
}

export async function removeClassStudent(body: Body<'removeStudent'>) {
  return api.removeStudent({ body });
}

/** The xlsx template of the roster import (学号, 姓名), as a blob. */
export async function downloadRosterTemplate(): Promise<Blob> {
  return htdzBlob(classRoutes.rosterTemplate);
}

/** An .xlsx of 学号 (and 姓名 to check) onto the class's roster; every row or none (the answer lists wrong rows). */
export async function importRoster(file: Blob, sclassId: number, opts?: UploadOptions) {
  return api.importRoster({ query: { sclassId } }, { data: fileForm(file), ...progressOf(opts) });
}

/** The class's owner first, then its co-teachers. */
export async function queryClassTeachers(sclassId: number) {
  return api.classTeachers({ params: { sclassId } });
}

/** Adds a co-teacher by account (owner and admins only); answers the teachers after the change. */
export async function addClassTeacher(body: Body<'addClassTeacher'>) {
  return api.addClassTeacher({ body });
}

export async function removeClassTeacher(body: Body<'removeClassTeacher'>) {
  return api.removeClassTeacher({ body });
}

/** Ids of the chapters the class does not see (their sections are hidden with them). */
export async function queryHiddenChapters(sclassId: number) {
  return api.hiddenChapters({ params: { sclassId } });
}

export async function setChapterVisibility(body: Body<'setChapterVisibility'>) {
  return api.setChapterVisibility({ body });
}
