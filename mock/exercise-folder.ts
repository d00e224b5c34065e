// Mocks of /htdz/exercise/folder... for `max dev` without the server: a course bank's folders (mock/_exercise-bank.ts
// keeps them): create and rename (names unique beside each other), move (never below itself), delete (only empty).
import { CourseParams } from '@contract/course';
import { FolderParams, MoveFolderBody, SaveFolderBody } from '@contract/exercise';
import { courseState } from './course';
import { branchOf, exerciseState, folderOf, isFailure, locked, notFound, parse, signedIn, targetFolder } from './_exercise-bank';
import type { StoredFolder } from './_exercise-data';
import { fail, ok } from './_envelope';

export default {
  'GET /htdz/exercise/folders/:courseId': signedIn((_user, req) => {
    const p = parse(CourseParams, req.params);
    if (isFailure(p)) return p;
    if (!courseState().list.some((c) => c.courseId === p.courseId)) return notFound('课程');
    const s = exerciseState();
    return ok({
      folders: s.folders.filter((f) => f.courseId === p.courseId).map(folderOf),
      rootCount: s.exercises.filter((e) => e.courseId === p.courseId && e.parentId === null).length,
    });
  }),
  'POST /htdz/exercise/folder/save': signedIn((user, req) => {
    const b = parse(SaveFolderBody, req.body);
    if (isFailure(b)) return b;
    const problem = locked(user, b.courseId);
    if (problem) return problem;
    const s = exerciseState();
    const existing = b.folderId === null ? null : s.folders.find((f) => f.folderId === b.folderId && f.courseId === b.courseId);
    if (b.folderId !== null && !existing) return notFound('文件夹');
    const parentId = existing ? existing.parentId : b.parentId;
    const parentProblem = targetFolder(b.courseId, parentId);
    if (parentProblem) return parentProblem;
    if (s.folders.some((f) => f.courseId === b.courseId && f.parentId === parentId && f.name === b.name && f !== existing)) {
      return fail(`这一层已有名为“${b.name}”的文件夹`, 'CONFLICT', 409);
    }
    if (existing) {
      existing.name = b.name;
      return ok(folderOf(existing));
    }
    const folder: StoredFolder = { folderId: s.nextFolderId++, courseId: b.courseId, parentId, name: b.name };
    s.folders.push(folder);
    return ok(folderOf(folder));
  }),
  'POST /htdz/exercise/folder/move': signedIn((user, req) => {
    const b = parse(MoveFolderBody, req.body);
    if (isFailure(b)) return b;
    const folder = exerciseState().folders.find((f) => f.folderId === b.folderId);
    if (!folder) return notFound('文件夹');
    const problem = locked(user, folder.courseId) ?? targetFolder(folder.courseId, b.parentId);
    if (problem) return problem;
    if (b.parentId !== null && branchOf(folder.folderId).has(b.parentId)) return fail('不能把文件夹移到它自己或它的子文件夹中');
    folder.parentId = b.parentId;
    return ok(folderOf(folder));
  }),
  'POST /htdz/exercise/folder/delete/:folderId': signedIn((user, req) => {
    const p = parse(FolderParams, req.params);
    if (isFailure(p)) return p;
    const s = exerciseState();
    const folder = s.folders.find((f) => f.folderId === p.folderId);
    if (!folder) return notFound('文件夹');
    const problem = locked(user, folder.courseId);
    if (problem) return problem;
    if (s.folders.some((f) => f.parentId === folder.folderId) || folderOf(folder).count > 0) {
      return fail(`文件夹“${folder.name}”不是空的，请先移走其中的题目和子文件夹`, 'CONFLICT', 409);
    }
    s.folders = s.folders.filter((f) => f !== folder);
    return ok(null);
  }),
};
