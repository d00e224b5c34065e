// A course's papers into its copy: the task bank (folders as a tree, tasks with their questions) and the exam
// papers with theirs, every question pointing at the copy's own question. Only the papers: what was published
// from them (homeworks and their submissions, exam-classes and their attempts and answers) belongs to the
// source's classes and students, so it stays with the source and the copy starts unpublished.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { examQuestions, exams, taskFolders, taskQuestions, tasks } from '../../db/schema';
import type { PaperRow } from '../exercises/paper';
import { copyFolderTree, type IdMap } from '../exercises/copy';

/**
 * The paper's rows on the copied questions. A paper holds only its course's questions (bankScores refuses
 * others), all of which copyBank copied, so every one is in the map.
 */
const onCopiedQuestions = (rows: readonly PaperRow[], exerciseMap: IdMap): PaperRow[] =>
  rows.map((r) => ({ exerciseId: exerciseMap.get(r.exerciseId)!, position: r.position, scoreTenths: r.scoreTenths }));

async function copyTaskFolders(tx: DbOrTx, fromCourse: number, toCourse: number): Promise<IdMap> {
  const folders = await tx.select().from(taskFolders).where(eq(taskFolders.courseId, fromCourse)).orderBy(taskFolders.id);
  return copyFolderTree(folders, async (f, parentId) => {
    const [copy] = await tx.insert(taskFolders).values({ courseId: toCourse, parentId, name: f.name }).returning({ id: taskFolders.id });
    return copy.id;
  });
}

const taskRows = (tx: DbOrTx, taskId: number) =>
  tx
    .select({ exerciseId: taskQuestions.exerciseId, position: taskQuestions.position, scoreTenths: taskQuestions.scoreTenths })
    .from(taskQuestions)
    .where(eq(taskQuestions.taskId, taskId));

const examRows = (tx: DbOrTx, examId: number) =>
  tx
    .select({ exerciseId: examQuestions.exerciseId, position: examQuestions.position, scoreTenths: examQuestions.scoreTenths })
    .from(examQuestions)
    .where(eq(examQuestions.examId, examId));

/** The task bank, after the question bank (`exerciseMap`: source question id to its copy); the copier authors the copies. */
export async function copyTaskBank(tx: DbOrTx, fromCourse: number, toCourse: number, exerciseMap: IdMap, authorId: number): Promise<void> {
  const folderMap = await copyTaskFolders(tx, fromCourse, toCourse);
  const sources = await tx.select().from(tasks).where(eq(tasks.courseId, fromCourse)).orderBy(tasks.id);
  for (const t of sources) {
    const [copy] = await tx
      .insert(tasks)
      .values({
        courseId: toCourse,
        folderId: t.folderId === null ? null : (folderMap.get(t.folderId) ?? null),
        name: t.name,
        description: t.description,
        authorId,
      })
      .returning({ id: tasks.id });
    // one task at a time: a paper is at most a few hundred rows, the whole bank could pass the parameter limit
    const rows = onCopiedQuestions(await taskRows(tx, t.id), exerciseMap);
    if (rows.length > 0) await tx.insert(taskQuestions).values(rows.map((r) => ({ ...r, taskId: copy.id })));
  }
}

/** The exam papers with their durations and questions, after the question bank; the copier authors the copies. */
export async function copyExamPapers(tx: DbOrTx, fromCourse: number, toCourse: number, exerciseMap: IdMap, authorId: number): Promise<void> {
  const sources = await tx.select().from(exams).where(eq(exams.courseId, fromCourse)).orderBy(exams.id);
  for (const e of sources) {
    const [copy] = await tx
      .insert(exams)
      .values({ courseId: toCourse, name: e.name, description: e.description, durationMinutes: e.durationMinutes, authorId })
      .returning({ id: exams.id });
    const rows = onCopiedQuestions(await examRows(tx, e.id), exerciseMap);
    if (rows.length > 0) await tx.insert(examQuestions).values(rows.map((r) => ({ ...r, examId: copy.id })));
  }
}
