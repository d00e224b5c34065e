// Class and student statistics 统计: a class's progress, homework and exam scores and knowledge mastery, one
// student's, the class's and a student's sheets, and a student's own (contract/stats.ts).
import { htdzBlob, htdzClient } from './client';
import { statsRoutes } from './routes/stats';

const api = htdzClient(statsRoutes);

/** Every student's figures, each homework's, exam's and knowledge point's, and the score distribution. */
export async function getClassStat(sclassId: number) {
  return api.classStat({ params: { sclassId } });
}

/** One student of the class: chapters, each homework and exam, mastery per point. */
export async function getStudentStat(sclassId: number, userId: number) {
  return api.studentStat({ params: { sclassId, userId } });
}

/** My own figures in a class of a course I attend (scores not released to me yet are left out). */
export async function getMyStat(courseId: number, clazzId: number) {
  return api.myStat({ params: { courseId, clazzId } });
}

/** The class's statistics as .xlsx (one row per student), as a blob. */
export async function exportClassStat(sclassId: number): Promise<Blob> {
  return htdzBlob(statsRoutes.exportClassStat, { params: { sclassId } });
}

/** One student's homework and exams as .xlsx (a row each), as a blob. */
export async function exportStudentStat(sclassId: number, userId: number): Promise<Blob> {
  return htdzBlob(statsRoutes.exportStudentStat, { params: { sclassId, userId } });
}
