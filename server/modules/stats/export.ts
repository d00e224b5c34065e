// The statistics as .xlsx: the class's sheet (a row per student) and one student's (a row per homework and exam),
// written alike: a header row, a help sheet explaining each column, named after what they hold; scores, counts and
// percentages are number cells (Excel sums and averages them), times are date cells, names and accounts text.
import { EXAM_STATE_NAMES } from '@contract/exam';
import { toPoints } from '@contract/exercise';
import { SUBMISSION_STATUS_NAMES } from '@contract/homework';
import type { StudentExamScore } from '@contract/stats';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { clock } from '../../lib/clock';
import { writeSheet, type SheetColumn, type SheetValue } from '../../lib/xlsx-sheet';
import { classData, studentRows, studentStat } from './service';

type Sheet = { name: string; content: Buffer };

const column = <K extends string>(key: K, header: string, width: number, note: string, type: SheetColumn<K>['type'] = 'text'): SheetColumn<K> => ({
  key,
  header,
  width,
  required: false,
  note,
  type,
});
/** An exam's cell: the score once graded, else the state (缺考, 进行中 …), so a blank never hides why; SUM passes over the words. */
const examCell = (e: StudentExamScore): SheetValue => (e.score === null ? EXAM_STATE_NAMES[e.state] : e.score);

/** A statistics workbook named 「title-parts-date.xlsx」, with the columns' notes as its help sheet. */
async function statSheet<K extends string>(title: string, parts: string[], columns: SheetColumn<K>[], rows: Record<K, SheetValue>[]): Promise<Sheet> {
  const content = await writeSheet({ sheetName: title, columns, rows, help: [] });
  return { name: `${[title, ...parts].join('-')}-${clock.now().toISOString().slice(0, 10)}.xlsx`, content };
}

/** The class's sheet: one row per student (account, name, progress, each homework's score, average, each exam, mastery). */
export async function exportClassStat(db: DbOrTx, actor: AuthContext, sclassId: number): Promise<Sheet> {
  const d = await classData(db, actor, sclassId);
  const hwKey = (id: number) => `hw${id}`;
  const examKey = (id: number) => `exam${id}`;
  const columns: SheetColumn<string>[] = [
    column('code', '账号', 16, '学生的登录账号（学号）'),
    column('name', '姓名', 12, '学生姓名'),
    column('progress', '学习进度(%)', 12, '本班可见章节的学习进度，0–100', 'number'),
    ...d.hws.map((hw) =>
      column(hwKey(hw.id), `${hw.name}（${toPoints(hw.totalTenths)}分）`, 16, `作业「${hw.name}」的得分（含迟交扣分）；未提交或被退回重做时为空`, 'number'),
    ),
    column('average', '作业平均(%)', 12, '已提交作业得分率的平均，已过截止时间仍未提交的作业按 0 计；没有计入的作业时为空', 'number'),
    ...d.exams.map((e) =>
      column(
        examKey(e.id),
        `${e.name}（考试，${toPoints(e.totalTenths)}分）`,
        16,
        `考试「${e.name}」的得分；交卷并评分之前为状态（未开始、可参加、进行中、已交卷、缺考）`,
        'number',
      ),
    ),
    column('mastery', '知识掌握(%)', 12, '各知识点掌握度的平均：知识点关联的课程题目中，在练习或作业里答对（得满分）的比例', 'number'),
  ];
  const rows = studentRows(d).map((r) => {
    const row: Record<string, SheetValue> = {
      code: r.code,
      name: r.name,
      progress: r.progress,
      average: r.homeworkAverage,
      mastery: r.mastery,
    };
    for (const hw of d.hws) {
      const tenths = r.scores.get(hw.id);
      row[hwKey(hw.id)] = tenths === undefined ? null : toPoints(tenths);
    }
    for (const e of r.exams) row[examKey(e.examClassId)] = examCell(e);
    return row;
  });
  return statSheet('班级统计', [d.clazz.name], columns, rows);
}

type StudentKey = 'kind' | 'name' | 'endAt' | 'status' | 'score' | 'total' | 'submittedAt' | 'late';

/** One student's sheet: a row per homework (by deadline), then per exam (by start), as their statistics page lists them. */
export async function exportStudentStat(db: DbOrTx, actor: AuthContext, sclassId: number, userId: number): Promise<Sheet> {
  const stat = await studentStat(db, actor, sclassId, userId);
  const time = (iso: string | null) => (iso === null ? null : new Date(iso));
  const columns: SheetColumn<StudentKey>[] = [
    column('kind', '类型', 8, '作业或考试'),
    column('name', '名称', 24, '作业或考试的名称'),
    column('endAt', '截止时间', 18, '作业的截止时间，考试的结束时间', 'date'),
    column('status', '状态', 10, '作业：未开始、作答中、已提交、已批阅、已退回；考试：未开始、可参加、进行中、已交卷、已批阅、缺考'),
    column('score', '得分', 8, '作业提交后（含迟交扣分）、考试交卷并评分后的得分；之前为空', 'number'),
    column('total', '满分', 8, '作业或试卷的总分', 'number'),
    column('submittedAt', '提交时间', 18, '提交作业或交卷的时间', 'date'),
    column('late', '迟交', 6, '作业迟交时为“是”'),
  ];
  const rows: Record<StudentKey, SheetValue>[] = [
    ...stat.homeworks.map((h) => ({
      kind: '作业',
      name: h.name,
      endAt: time(h.endAt),
      status: SUBMISSION_STATUS_NAMES[h.status],
      score: h.score,
      total: h.total,
      submittedAt: time(h.submittedAt),
      late: h.late ? '是' : null,
    })),
    ...stat.exams.map((e) => ({
      kind: '考试',
      name: e.name,
      endAt: time(e.endAt),
      status: EXAM_STATE_NAMES[e.state],
      score: e.score,
      total: e.total,
      submittedAt: time(e.submittedAt),
      late: null,
    })),
  ];
  return statSheet('学生统计', [stat.student.name, stat.clazz.name], columns, rows);
}
