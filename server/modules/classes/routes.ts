import type { FastifyInstance } from 'fastify';
import { classCalls, ROSTER_IMPORT_MAX_BYTES } from '@contract/clazz';
import { RoleId } from '@contract/roles';
import { route } from '../../lib/route';
import { readUpload } from '../../lib/upload';
import { sendXlsx } from '../../lib/xlsx-sheet';
import { buildRosterTemplate, importRoster, ROSTER_TEMPLATE_NAME } from './roster-import';
import { addClassTeacher, classTeacherList, removeClassTeacher } from './teachers';
import {
  addStudents,
  classDeletion,
  classStudentList,
  deleteClass,
  getClass,
  hiddenChapters,
  listClasses,
  removeStudent,
  removeStudents,
  saveClass,
  setChapterVisibility,
  studentsByCode,
} from './service';
import { addRosterRows, renameStudent, resetStudentPassword } from './student-accounts';

const TEACHERS = [RoleId.TEACHER, RoleId.ADMIN];

export default async function classRoutes(app: FastifyInstance) {
  route(app, classCalls.listClasses, TEACHERS, async ({ auth, query }) => listClasses(app.db, auth, query));
  route(app, classCalls.getClass, TEACHERS, async ({ auth, params }) => getClass(app.db, auth, params.sclassId));
  route(app, classCalls.saveClass, TEACHERS, async ({ auth, body }) => saveClass(app.db, auth, body));
  route(app, classCalls.classDeletion, TEACHERS, async ({ auth, params }) => classDeletion(app.db, auth, params.sclassId));
  route(app, classCalls.deleteClass, TEACHERS, async ({ auth, body }) => deleteClass(app.db, auth, body.sclassId));
  route(app, classCalls.classStudents, TEACHERS, async ({ auth, params }) => classStudentList(app.db, auth, params.sclassId));
  route(app, classCalls.addStudents, TEACHERS, async ({ auth, body }) => addStudents(app.db, auth, body));
  route(app, classCalls.removeStudent, TEACHERS, async ({ auth, body }) => removeStudent(app.db, auth, body));
  route(app, classCalls.removeStudents, TEACHERS, async ({ auth, body }) => removeStudents(app.db, auth, body));
  route(app, classCalls.addStudentAccounts, TEACHERS, async ({ auth, body }) =>
    addRosterRows(
      app.db,
      auth,
      body.sclassId,
      body.rows.map((r, i) => ({ row: i + 1, code: r.code, name: r.name ?? '' })),
      '名单',
    ),
  );
  route(app, classCalls.renameStudent, TEACHERS, async ({ auth, body }) => renameStudent(app.db, auth, body));
  route(app, classCalls.resetStudentPassword, TEACHERS, async ({ auth, body }) => resetStudentPassword(app.db, auth, body));
  route(app, classCalls.rosterTemplate, TEACHERS, async ({ reply }) =>
    sendXlsx(reply, 'roster-template.xlsx', ROSTER_TEMPLATE_NAME, await buildRosterTemplate()),
  );
  route(app, classCalls.importRoster, TEACHERS, async ({ auth, query, req }) =>
    importRoster(app.db, auth, query.sclassId, await readUpload(req, { field: 'file', maxBytes: ROSTER_IMPORT_MAX_BYTES, what: 'Excel 文件' })),
  );
  route(app, classCalls.classTeachers, TEACHERS, async ({ auth, params }) => classTeacherList(app.db, auth, params.sclassId));
  route(app, classCalls.addClassTeacher, TEACHERS, async ({ auth, body }) => addClassTeacher(app.db, auth, body));
  route(app, classCalls.removeClassTeacher, TEACHERS, async ({ auth, body }) => removeClassTeacher(app.db, auth, body));
  route(app, classCalls.studentsByCode, TEACHERS, async ({ auth, body }) => studentsByCode(app.db, auth, body));
  route(app, classCalls.hiddenChapters, TEACHERS, async ({ auth, params }) => hiddenChapters(app.db, auth, params.sclassId));
  route(app, classCalls.setChapterVisibility, TEACHERS, async ({ auth, body }) => setChapterVisibility(app.db, auth, body));
}
