// Questions to and from .xlsx: the template, an import that writes every row or none (each wrong row answered
// with its number and problems), and an export of a bank or folder that the import reads back.
import { eq, isNull, or } from 'drizzle-orm';
import {
  EXERCISE_IMPORT_MAX_ROWS,
  SaveExerciseBody,
  toPoints,
  type ExerciseSpec,
  type ImportExercisesAnswer,
  type SaveExerciseInput,
} from '@contract/exercise';
import type { Db, DbOrTx } from '../../db/client';
import { exercises, knowledgePoints, scenes } from '../../db/schema';
import type { GradingEngine } from '../../grading/engine';
import type { AuthContext } from '../../lib/auth-context';
import { AppError } from '../../lib/errors';
import { plainLinesOf } from '../../lib/rich-text';
import type { Upload } from '../../lib/upload';
import { readSheet, writeSheet } from '../../lib/xlsx-sheet';
import { editableBank, inBank, viewableBank } from './bank';
import { blankExerciseRow, EXERCISE_COLUMNS, exerciseToRow, parseExerciseRow, type ExerciseSheetRow } from './sheet';
import { knowledgeOf, prepareExercise, writeExercise, type CleanContent } from './service';

export const EXERCISE_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const EXERCISE_TEMPLATE_NAME = '题目导入模板.xlsx';

const EXAMPLES: ExerciseSheetRow[] = [
  {
    ...blankExerciseRow(),
    type: '单选题',
    stem: '关系模型中，能唯一标识一个元组的属性组称为',
    optionA: '外键',
    optionB: '主码',
    optionC: '索引',
    optionD: '视图',
    answer: 'B',
    difficulty: '简单',
    score: 2,
  },
  {
    ...blankExerciseRow(),
    type: '多选题',
    stem: '下列属于 DML 语句的是',
    optionA: 'INSERT',
    optionB: 'CREATE',
    optionC: 'UPDATE',
    optionD: 'DROP',
    answer: 'AC',
    partialCredit: '是',
  },
  { ...blankExerciseRow(), type: '判断题', stem: '一个关系中可以有两个完全相同的元组。', answer: '错误' },
  { ...blankExerciseRow(), type: '填空题', stem: '实体完整性由____约束保证，参照完整性由____约束保证。', answer: '主键|primary key；外键|foreign key' },
  {
    ...blankExerciseRow(),
    type: '简答题',
    stem: '简述事务的 ACID 特性。',
    answer: '原子性、一致性、隔离性、持久性。',
    keywords: '原子性、一致性、隔离性、持久性',
    score: 10,
  },
  {
    ...blankExerciseRow(),
    type: 'SQL 查询',
    stem: '查询计算机系（CS）全体学生的姓名。',
    answer: "SELECT sname FROM student WHERE sdept = 'CS';",
    scene: '学生选课',
  },
  {
    ...blankExerciseRow(),
    type: 'SQL 更新',
    stem: '把计算机系学生的年龄都加 1。',
    answer: "UPDATE student SET sage = sage + 1 WHERE sdept = 'CS';",
    scene: '学生选课',
    verifySql: 'SELECT sno, sage FROM student ORDER BY sno;',
  },
];

export async function buildExerciseTemplate(): Promise<Buffer> {
  return writeSheet({
    sheetName: '题目',
    columns: EXERCISE_COLUMNS,
    rows: EXAMPLES,
    example: true,
    help: [
      { header: '示例行', note: '“题目”表中灰色的行是示例，导入前请改写或删除（示例中的场景名须在课程中存在）。' },
      { header: '行数', note: `一次最多导入 ${EXERCISE_IMPORT_MAX_ROWS} 道题；第一行为表头，列的顺序可以调整，但列名不能改。` },
      { header: 'SQL 题', note: '导入时会在场景上运行参考答案和验证 SQL，出错的行会报告 PostgreSQL 的错误信息。' },
      { header: '出错时', note: '只要有一行有误，整个文件都不会导入；按结果中的行号改正后重新导入即可，不会重复创建。' },
    ],
  });
}

/** Scenes a row may name: the course's own first, then the public library's. */
async function sceneNames(db: DbOrTx, courseId: number | null): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: scenes.id, name: scenes.name, courseId: scenes.courseId })
    .from(scenes)
    .where(courseId === null ? isNull(scenes.courseId) : or(eq(scenes.courseId, courseId), isNull(scenes.courseId)))
    .orderBy(scenes.id);
  const byName = new Map<string, number>();
  for (const r of [...rows.filter((r) => r.courseId !== null), ...rows.filter((r) => r.courseId === null)]) if (!byName.has(r.name)) byName.set(r.name, r.id);
  return byName;
}

async function knowledgeNames(db: DbOrTx, courseId: number | null): Promise<Map<string, number>> {
  if (courseId === null) return new Map();
  const rows = await db.select({ id: knowledgePoints.id, name: knowledgePoints.name }).from(knowledgePoints).where(eq(knowledgePoints.courseId, courseId));
  return new Map(rows.map((r) => [r.name, r.id]));
}

const messageOf = (e: unknown) => (e instanceof AppError ? e.message : '无法检查这一行');

export async function importExercises(
  db: Db,
  grading: GradingEngine,
  actor: AuthContext,
  target: { courseId: number | null; parentId: number | null },
  upload: Upload,
): Promise<ImportExercisesAnswer> {
  await editableBank(db, actor, target.courseId);
  const rows = await readSheet(upload, EXERCISE_COLUMNS, { maxRows: EXERCISE_IMPORT_MAX_ROWS, nothingMessage: '文件中没有要导入的题目（第 2 行起填写）' });
  const [scenesByName, pointsByName] = await Promise.all([sceneNames(db, target.courseId), knowledgeNames(db, target.courseId)]);
  const errors: ImportExercisesAnswer['errors'] = [];
  const ready: { body: SaveExerciseInput; content: CleanContent }[] = [];

  for (const { row, values } of rows) {
    const parsed = parseExerciseRow(values);
    if ('problems' in parsed) {
      errors.push({ row, message: parsed.problems.join('；') });
      continue;
    }
    const problems: string[] = [];
    const unknownPoints = parsed.knowledgeNames.filter((n) => !pointsByName.has(n));
    if (target.courseId === null && parsed.knowledgeNames.length > 0) problems.push('公共题库的题目不关联知识点');
    else if (unknownPoints.length > 0) problems.push(`知识点不存在：${unknownPoints.join('、')}`);
    const spec = { ...parsed.body.spec };
    if (parsed.sceneName !== null) {
      const sceneId = scenesByName.get(parsed.sceneName);
      if (sceneId === undefined) problems.push(`场景“${parsed.sceneName}”不存在`);
      spec.sceneId = sceneId ?? 1;
    }
    const body = SaveExerciseBody.safeParse({
      ...parsed.body,
      spec,
      courseId: target.courseId,
      parentId: target.parentId,
      exerciseId: null,
      knowIds: parsed.knowledgeNames.flatMap((n) => (pointsByName.has(n) ? [pointsByName.get(n)!] : [])),
    });
    if (!body.success) problems.push(...body.error.issues.map((i) => i.message));
    if (problems.length > 0 || !body.success) {
      errors.push({ row, message: [...new Set(problems)].join('；') });
      continue;
    }
    try {
      ready.push({ body: body.data, content: (await prepareExercise(db, grading, body.data)).content });
    } catch (e) {
      errors.push({ row, message: messageOf(e) });
    }
  }
  if (errors.length > 0) return { imported: 0, errors };
  await db.transaction(async (tx) => {
    await editableBank(tx, actor, target.courseId);
    for (const r of ready) await writeExercise(tx, actor, r.body, r.content);
  });
  return { imported: ready.length, errors: [] };
}

export async function exportExercises(db: DbOrTx, actor: AuthContext, q: { courseId: number | null; parentId?: number }): Promise<Buffer> {
  await viewableBank(db, actor, q.courseId);
  const rows = await db
    .select({ e: exercises, sceneName: scenes.name })
    .from(exercises)
    .leftJoin(scenes, eq(scenes.id, exercises.sceneId))
    .where(await inBank(db, q.courseId, q.parentId))
    .orderBy(exercises.id);
  const links = await knowledgeOf(
    db,
    rows.map((r) => r.e.id),
  );
  const sheetRows = rows.map(({ e, sceneName }) => {
    const spec: ExerciseSpec =
      e.spec.type === 'short' ? { ...e.spec, referenceAnswer: e.spec.referenceAnswer ? plainLinesOf(e.spec.referenceAnswer) : null } : e.spec;
    return exerciseToRow({
      spec,
      stemText: plainLinesOf(e.stem),
      analysisText: e.analysis ? plainLinesOf(e.analysis) : '',
      difficulty: e.difficulty,
      score: toPoints(e.scoreTenths),
      practice: e.practice,
      answerShows: e.answerShows,
      knowledge: (links.get(e.id) ?? []).map((l) => l.name),
      sceneName,
    });
  });
  return writeSheet({ sheetName: '题目', columns: EXERCISE_COLUMNS, rows: sheetRows });
}
