// The demo course's question bank: two knowledge points with a few questions of each kind, so a teacher opening
// 题库 and a student opening 知识点练习 see real content at first start. Answers run on the 学生选课 scene.
import type { ExerciseSpec } from '@contract/exercise';
import type { DbOrTx } from './client';
import { exerciseFolders, exerciseKnowledge, exercises, knowledgePoints } from './schema';

type DemoQuestion = { stem: string; analysis: string; point: 0 | 1; difficulty: 'easy' | 'medium' | 'hard'; tenths: number; spec: ExerciseSpec };

const POINTS = [
  { name: '关系模型', description: '关系、元组、属性、码与完整性约束。' },
  { name: 'SQL 查询', description: '单表查询、条件、排序与聚集。' },
];

const QUESTIONS = (sceneId: number): DemoQuestion[] => [
  {
    stem: '关系模型中，能唯一标识一个元组的最小属性组称为',
    analysis: '候选码中选定的一个称为主码；外码引用另一个关系的主码。',
    point: 0,
    difficulty: 'easy',
    tenths: 20,
    spec: {
      type: 'single',
      options: [
        { key: 'A', text: '外码' },
        { key: 'B', text: '主码' },
        { key: 'C', text: '索引' },
        { key: 'D', text: '属性' },
      ],
      answer: 'B',
    },
  },
  {
    stem: '关系数据库中，一个关系里可以有两个完全相同的元组。',
    analysis: '关系是元组的集合，集合中没有重复元素。',
    point: 0,
    difficulty: 'easy',
    tenths: 20,
    spec: { type: 'judge', answer: false },
  },
  {
    stem: '实体完整性要求主码中的属性不能取____；参照完整性由____约束保证。',
    analysis: '主码不能为空值；外码的取值必须是被参照关系中已有的主码值或空值。',
    point: 0,
    difficulty: 'medium',
    tenths: 30,
    spec: { type: 'fill', blanks: [{ answers: ['空值', 'NULL', '空'] }, { answers: ['外码', '外键', 'foreign key'] }], caseSensitive: false },
  },
  {
    stem: '查询年龄小于 20 岁的学生的学号和姓名。',
    analysis: '在 WHERE 子句中用 sage < 20 过滤，SELECT 后只列出 sno 和 sname。',
    point: 1,
    difficulty: 'easy',
    tenths: 50,
    spec: {
      type: 'query',
      sceneId,
      referenceSql: 'SELECT sno, sname FROM student WHERE sage < 20;',
      verifySql: null,
      orderSensitive: null,
      checkColumnNames: false,
    },
  },
  {
    stem: '查询选修了课程的学生人数。',
    analysis: '同一个学生可能选修多门课程，要用 COUNT(DISTINCT sno) 去掉重复。',
    point: 1,
    difficulty: 'medium',
    tenths: 50,
    spec: { type: 'query', sceneId, referenceSql: 'SELECT COUNT(DISTINCT sno) FROM sc;', verifySql: null, orderSensitive: null, checkColumnNames: false },
  },
];

const html = (text: string) => `<p>${text}</p>`;

export async function seedDemoExercises(tx: DbOrTx, courseId: number, sceneId: number, authorId: number) {
  const points = await tx
    .insert(knowledgePoints)
    .values(POINTS.map((p, i) => ({ courseId, ...p, x: 0, y: i * 120 })))
    .returning({ id: knowledgePoints.id });
  const [folder] = await tx.insert(exerciseFolders).values({ courseId, name: '第二、三章 练习' }).returning({ id: exerciseFolders.id });
  for (const q of QUESTIONS(sceneId)) {
    const [row] = await tx
      .insert(exercises)
      .values({
        courseId,
        folderId: folder.id,
        type: q.spec.type,
        stem: html(q.stem),
        stemText: q.stem,
        analysis: html(q.analysis),
        difficulty: q.difficulty,
        scoreTenths: q.tenths,
        spec: q.spec,
        sceneId: 'sceneId' in q.spec ? sceneId : null,
        authorId,
      })
      .returning({ id: exercises.id });
    await tx.insert(exerciseKnowledge).values({ exerciseId: row.id, knowId: points[q.point]!.id });
  }
}
