// Study statistics for teachers and experts: a class's progress per chapter, resource and student, and a course's
// (or template's) reach (contract/chapter-stats.ts).
import { htdzClient } from './client';
import { chapterStatsRoutes } from './routes/chapter-stats';

const api = htdzClient(chapterStatsRoutes);

/** Every chapter of the course with the class's figures (hidden chapters included, marked). */
export async function queryClassChapterStats(courseId: number, clazzId: number) {
  return api.classChapterStats({ params: { courseId, clazzId } });
}

/** One chapter in one class: its resources' figures and every student's progress in it. */
export async function getChapterStats(chapterId: number, clazzId: number) {
  return api.chapterStats({ params: { chapterId, clazzId } });
}

/** One resource in one class: each student's progress on it. */
export async function getResourceStats(resourceId: number, clazzId: number) {
  return api.resourceStats({ params: { resourceId, clazzId } });
}

/** One student of the class: each item of the chapter and their progress over the course. */
export async function getStudentProcess(chapterId: number, clazzId: number, userId: number) {
  return api.studentProcess({ params: { chapterId, clazzId, userId } });
}

/** A course's (or an expert template's) content counts and reach: the courses made from it, classes, students. */
export async function getCourseStats(courseId: number) {
  return api.courseStats({ params: { courseId } });
}
