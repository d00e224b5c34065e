// Class and student statistics 统计: a class's progress, homework and exam scores and knowledge mastery, one
// student's, the class's and a student's sheets, and a student's own (contract/statis.ts).
import { request } from '@umijs/max';
import type { AnswerOf } from '@contract/call';
import type { statisCalls } from '@contract/statis';
import { htdz, htdzHost } from './client';

type Calls = typeof statisCalls;
type Answer<K extends keyof Calls> = AnswerOf<Calls[K]>;
const seg = (v: number) => encodeURIComponent(v);

/** Every student's figures, each homework's, exam's and knowledge point's, and the score distribution. */
export async function getClassStat(sclassId: number) {
  return htdz<Answer<'classStat'>>(`/statis/class/${seg(sclassId)}`, { method: 'GET' });
}

/** One student of the class: chapters, each homework and exam, mastery per point. */
export async function getStudentStat(sclassId: number, userId: number) {
  return htdz<Answer<'studentStat'>>(`/statis/student/${seg(sclassId)}/${seg(userId)}`, { method: 'GET' });
}

/** My own figures in a class of a course I attend (scores not released to me yet are left out). */
export async function getMyStat(courseId: number, clazzId: number) {
  return htdz<Answer<'myStat'>>(`/stu/statis/${seg(courseId)}/${seg(clazzId)}`, { method: 'GET' });
}

/** The class's statistics as .xlsx (one row per student), as a blob. */
export async function exportClassStat(sclassId: number): Promise<Blob> {
  return request<Blob>(`${htdzHost()}/statis/class/${seg(sclassId)}/export`, { method: 'GET', responseType: 'blob' });
}

/** One student's homework and exams as .xlsx (a row each), as a blob. */
export async function exportStudentStat(sclassId: number, userId: number): Promise<Blob> {
  return request<Blob>(`${htdzHost()}/statis/student/${seg(sclassId)}/${seg(userId)}/export`, { method: 'GET', responseType: 'blob' });
}
