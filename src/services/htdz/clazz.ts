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

/** What deleting the class would take (roster, publications) and the student work that refuses it. */
export async function queryClassDeletion(sclassId: number) {
  return api.classDeletion({ params: { sclassId } });
}

/** Deletes a class without student work (its owner or an admin); refused with the reason otherwise. */
export async function deleteClass(sclassId: number) {
  return api.deleteClass({ body: { sclassId } });
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

/** Takes several students off the roster, all or none; what they handed in stays. */
export async function removeClassStudents(body: Body<'removeStudents'>) {
  return api.removeStudents({ body });
}

/**
 * Adds students by 学号 + 姓名: existing student accounts join, unknown 学号 become accounts whose first passwords are
 * answered this once; one refused row adds nobody (the answer's `errors`).
 */
export async function addStudentAccounts(body: Body<'addStudentAccounts'>, options?: HtdzOptions) {
  return api.addStudentAccounts({ body }, options);
}

/** Changes the name of a student of the class (a student-only account). */
export async function renameClassStudent(body: Body<'renameStudent'>) {
  return api.renameStudent({ body });
}

/** A new first password for a student of the class, answered once; they must change it at the next sign-in. */
export async function resetClassStudentPassword(body: Body<'resetStudentPassword'>) {
  return api.resetStudentPassword({ body });
}

/** The xlsx template of the roster import (学号, 姓名), as a blob. */
export async function downloadRosterTemplate(): Promise<Blob> {
  return htdzBlob(classRoutes.rosterTemplate);
}

/** An .xlsx of 学号 and 姓名 onto the class's roster, as addStudentAccounts takes rows; every row or none (the answer lists wrong rows). */
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
