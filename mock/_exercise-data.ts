// Demo data of the question bank mocks (not a mock itself: .umirc.ts excludes mock/_*.ts): folders and questions
// of 数据库系统原理 (course 1) and 数据库设计与实践 (course 2), and the public library. Knowledge ids are course 1's and
// 2's as mock/knowledge.ts seeds them (101 关系模型 … 112 并发控制; 301 需求分析, 302 E-R 图, 303 规范化); scene ids
// mock/scene.ts's (1 学生选课 and 2 图书馆 public, 3 员工部门 and 4 网上商城 of course 1).
import { ExerciseSpec, type AnswerShows, type Difficulty } from '@contract/exercise';

export type StoredFolder = { folderId: number; courseId: number; parentId: number | null; name: string };
export type StoredExercise = {
  exerciseId: number;
  courseId: number | null;
  parentId: number | null;
  stem: string;
  analysis: string | null;
  practice: boolean;
  answerShows: AnswerShows;
  difficulty: Difficulty;
  score: number;
  knowIds: number[];
  spec: ExerciseSpec;
  authorId: number;
  authorName: string;
  createdAt: string;
  updatedAt: string;
};

const at = (daysAgo: number, hour: number) => {
  const d = new Date(Date.UTC(2025, 2, 20, hour - 8, 30, 0));
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.toISOString();
};

const TEACHER: [number, string] = [3, '李老师'];
const EXPERT: [number, string] = [2, '王专家'];

type Seed = Omit<StoredExercise, 'spec' | 'authorId' | 'authorName' | 'createdAt' | 'updatedAt' | 'practice' | 'answerShows' | 'analysis'> & {
  spec: unknown;
  analysis?: string;
  author: [number, string];
  days: number;
};

const exercise = ({ spec, author, days, analysis, ...rest }: Seed): StoredExercise => ({
  ...rest,
  analysis: analysis ?? null,
  practice: true,
  answerShows: 'afterCorrect',
  spec: ExerciseSpec.parse(spec),
  authorId: author[0],
  authorName: author[1],
  createdAt: at(days + 10, 9),
  updatedAt: at(days, 16),
});

const options = (...texts: string[]) => texts.map((text, i) => ({ key: 'ABCDEFGH'[i], text }));

export function seedFolders(): StoredFolder[] {
  return [
    { folderId: 10, courseId: 1, parentId: null, name: '第一章 绪论' },
    { folderId: 11, courseId: 1, parentId: null, name: '第三章 SQL' },
    { folderId: 12, courseId: 1, parentId: 11, name: '单表查询' },
    { folderId: 13, courseId: 1, parentId: 11, name: '连接与嵌套查询' },
    { folderId: 14, courseId: 1, parentId: null, name: '期末复习' },
    { folderId: 20, courseId: 2, parentId: null, name: '数据库设计' },
  ];
}

export function seedExercises(): StoredExercise[] {
  return [
    exercise({
      exerciseId: 1,
      courseId: 1,
      parentId: 10,
      stem: '<p>关系模型中，能唯一标识一个元组的最小属性组称为（　）。</p>',
      spec: { type: 'single', options: options('超码', '候选码', '外码', '全码'), answer: 'B' },
      analysis: '<p>候选码能唯一标识元组，且它的任何真子集都不能；超码不要求“最小”。</p>',
      difficulty: 'easy',
      score: 2,
      knowIds: [101],
      author: TEACHER,
      days: 9,
    }),
    exercise({
      exerciseId: 2,
      courseId: 1,
      parentId: 10,
      stem: '<p>下列运算中，属于关系代数<strong>基本运算</strong>的有（　）。</p>',
      spec: { type: 'multiple', options: options('选择', '投影', '并', '自然连接'), answers: ['A', 'B', 'C'], partialCredit: true },
      analysis: '<p>五种基本运算：并、差、笛卡尔积、选择、投影；自然连接可以由它们表示。</p>',
      difficulty: 'medium',
      score: 3,
      knowIds: [102],
      author: TEACHER,
      days: 8,
    }),
    exercise({
      exerciseId: 3,
      courseId: 1,
      parentId: 12,
      stem: '<p>在 SQL 中，WHERE 子句里可以直接使用聚集函数，例如 <code>WHERE avg(grade) &gt; 80</code>。</p>',
      spec: { type: 'judge', answer: false },
      analysis: '<p>聚集函数只能用于 SELECT 子句和 HAVING 子句。</p>',
      difficulty: 'easy',
      score: 1,
      knowIds: [108],
      author: TEACHER,
      days: 7,
    }),
    exercise({
      exerciseId: 4,
      courseId: 1,
      parentId: 12,
      stem: '<p>SQL 中去掉查询结果里重复行的关键字是 ____，把结果按列分组的子句是 ____。</p>',
      spec: { type: 'fill', blanks: [{ answers: ['DISTINCT'] }, { answers: ['GROUP BY'] }] },
      difficulty: 'easy',
      score: 2,
      knowIds: [105, 108],
      author: TEACHER,
      days: 6,
    }),
    exercise({
      exerciseId: 5,
      courseId: 1,
      parentId: null,
      stem: '<p>简述视图的作用。</p>',
      spec: {
        type: 'short',
        referenceAnswer: '<p>简化用户的操作；使用户以多种角度看待同一数据；提供一定程度的逻辑独立性；对机密数据提供安全保护。</p>',
        keywords: ['简化', '逻辑独立性', '安全'],
      },
      difficulty: 'medium',
      score: 5,
      knowIds: [109],
      author: TEACHER,
      days: 5,
    }),
    exercise({
      exerciseId: 6,
      courseId: 1,
      parentId: 12,
      stem: '<p>查询每个部门的部门名称和员工人数（没有员工的部门人数为 0），按人数从多到少排列。</p>',
      spec: {
        type: 'query',
        sceneId: 3,
        referenceSql: 'SELECT d.dname, count(e.empno) AS cnt\nFROM dept d LEFT JOIN emp e ON e.deptno = d.deptno\nGROUP BY d.dname\nORDER BY cnt DESC;',
      },
      difficulty: 'medium',
      score: 5,
      knowIds: [106, 108],
      author: TEACHER,
      days: 4,
    }),
    exercise({
      exerciseId: 7,
      courseId: 1,
      parentId: 13,
      stem: '<p>查询工资高于其直接上级的员工的姓名、工资和上级姓名。</p>',
      spec: {
        type: 'query',
        sceneId: 3,
        referenceSql: 'SELECT e.ename, e.sal, m.ename AS manager\nFROM emp e JOIN emp m ON e.mgr = m.empno\nWHERE e.sal > m.sal;',
      },
      analysis: '<p>同一张表的两个别名做自身连接：e 是员工，m 是上级。</p>',
      difficulty: 'hard',
      score: 8,
      knowIds: [106],
      author: TEACHER,
      days: 3,
    }),
    exercise({
      exerciseId: 8,
      courseId: 1,
      parentId: null,
      stem: '<p>把研发部所有员工的工资提高 10%。</p>',
      spec: {
        type: 'dml',
        sceneId: 3,
        referenceSql: "UPDATE emp SET sal = sal * 1.1\nWHERE deptno = (SELECT deptno FROM dept WHERE dname = '研发部');",
        verifySql: 'SELECT empno, sal FROM emp ORDER BY empno;',
      },
      difficulty: 'medium',
      score: 5,
      knowIds: [103],
      author: TEACHER,
      days: 2,
    }),
    exercise({
      exerciseId: 9,
      courseId: 1,
      parentId: 13,
      stem: '<p>为网上商城的 <code>product</code> 表加上约束：商品价格必须大于 0。</p>',
      spec: {
        type: 'ddl',
        sceneId: 4,
        referenceSql: 'ALTER TABLE product ADD CONSTRAINT product_price_positive CHECK (price > 0);',
        verifySql: "SELECT count(*) FROM pg_constraint WHERE conrelid = 'product'::regclass AND contype = 'c';",
      },
      difficulty: 'hard',
      score: 6,
      knowIds: [104],
      author: TEACHER,
      days: 1,
    }),
    exercise({
      exerciseId: 31,
      courseId: 2,
      parentId: 20,
      stem: '<p>在 E-R 图中，用来表示“联系”的图形是（　）。</p>',
      spec: { type: 'single', options: options('矩形', '椭圆', '菱形', '三角形'), answer: 'C' },
      difficulty: 'easy',
      score: 2,
      knowIds: [302],
      author: TEACHER,
      days: 3,
    }),
    exercise({
      exerciseId: 101,
      courseId: null,
      parentId: null,
      stem: '<p>事务的 ACID 特性中，字母 I 指的是（　）。</p>',
      spec: { type: 'single', options: options('原子性', '一致性', '隔离性', '持久性'), answer: 'C' },
      difficulty: 'easy',
      score: 2,
      knowIds: [],
      author: EXPERT,
      days: 20,
    }),
    exercise({
      exerciseId: 102,
      courseId: null,
      parentId: null,
      stem: '<p>查询选修了 1 号课程的学生的学号和姓名。</p>',
      spec: {
        type: 'query',
        sceneId: 1,
        referenceSql: "SELECT s.sno, s.sname\nFROM student s JOIN sc ON sc.sno = s.sno\nWHERE sc.cno = '1';",
      },
      difficulty: 'easy',
      score: 4,
      knowIds: [],
      author: EXPERT,
      days: 18,
    }),
    exercise({
      exerciseId: 103,
      courseId: null,
      parentId: null,
      stem: '<p>查询目前还没有归还图书的读者姓名和书名。</p>',
      spec: {
        type: 'query',
        sceneId: 2,
        referenceSql: 'SELECT r.name, b.title\nFROM borrow w JOIN reader r ON r.reader_id = w.reader_id JOIN book b ON b.isbn = w.isbn\nWHERE w.return_date IS NULL;',
      },
      analysis: '<p>判断空值要用 IS NULL，不能写 = NULL。</p>',
      difficulty: 'medium',
      score: 5,
      knowIds: [],
      author: EXPERT,
      days: 15,
    }),
    exercise({
      exerciseId: 104,
      courseId: null,
      parentId: null,
      stem: '<p>若所有事务都遵守两段锁协议，则对这些事务的任何并发调度都是可串行化的。</p>',
      spec: { type: 'judge', answer: true },
      difficulty: 'hard',
      score: 2,
      knowIds: [],
      author: EXPERT,
      days: 12,
    }),
    exercise({
      exerciseId: 105,
      courseId: null,
      parentId: null,
      stem: '<p>建立视图 <code>cs_student</code>，包含计算机系（sdept 为 CS）学生的学号、姓名和年龄。</p>',
      spec: {
        type: 'view',
        sceneId: 1,
        referenceSql: "CREATE VIEW cs_student AS\nSELECT sno, sname, sage FROM student WHERE sdept = 'CS';",
        verifySql: 'SELECT * FROM cs_student ORDER BY sno;',
      },
      difficulty: 'medium',
      score: 5,
      knowIds: [],
      author: EXPERT,
      days: 10,
    }),
  ];
}
