// Duplicate check 查重 on a synthetic cohort: 300 submissions × 20 questions (8 SQL queries, 6 text answers,
// 6 choice questions; SQL and text answers 200–600 characters), about half of them wrong, a few common
// mistakes, and 10 planted pairs (the copier takes 90% of the other's answers, text with a few characters changed, SQL re-cased and re-spaced). Deterministic (fixed seed).
// Prints a table: students, questions, pairs compared, pairs found, planted pairs found, ms; and writes it into
// docs/benchmarks.md (block bench:duplicate).  Run: npm run bench:duplicate.  BENCH_STUDENTS (300) changes the cohort:
// such a run prints without writing.
import os from 'node:os';
import type { DuplicateAnswer, DuplicateQuestion, DuplicateSubmission } from '../server/grading/duplicate';
import { scanDuplicatePairs } from '../server/grading/duplicate/pairs';
import { changedKnobs, writeSection } from './report';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 300);
const PLANTED = 10;
const RUNS = 5;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(20240901);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
const chance = (p: number) => random() < p;
const shuffle = <T>(xs: T[]): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
};

// ---- SQL: a query is a list of tables, output columns and conditions, rendered in a student's own style

const TABLES: Record<string, string[]> = {
  student: ['sno', 'sname', 'ssex', 'sage', 'sdept'],
  course: ['cno', 'cname', 'cpno', 'ccredit'],
  sc: ['sno', 'cno', 'grade'],
  teacher: ['tno', 'tname', 'tdept', 'salary'],
  tc: ['tno', 'cno', 'term'],
};
const JOINS: [string, string, string][] = [
  ['student', 'sc', 'sno'],
  ['sc', 'course', 'cno'],
  ['course', 'tc', 'cno'],
  ['tc', 'teacher', 'tno'],
];
const VALUES: Record<string, () => string> = {
  sage: () => String(int(17, 25)),
  grade: () => String(int(5, 19) * 5),
  ccredit: () => String(int(1, 5)),
  salary: () => String(int(30, 90) * 100),
  sdept: () => `'${pick(['CS', 'MA', 'IS', 'EE', '计算机系', '数学系'])}'`,
  cname: () => `'${pick(['数据库', '操作系统', '数据结构', '编译原理', '离散数学', '计算机网络'])}'`,
  tdept: () => `'${pick(['CS', 'MA', 'IS'])}'`,
  ssex: () => `'${pick(['男', '女'])}'`,
  term: () => `'${pick(['2023-1', '2023-2', '2024-1'])}'`,
};
const OPS = ['=', '<', '>', '<=', '>=', '<>'];

type Cond = { table: string; column: string; op: string; value: string };
type Query = { tables: string[]; columns: [string, string][]; conds: Cond[]; orderBy: [string, string] | null };

function referenceQuery(): Query {
  const start = int(0, JOINS.length - 2);
  const tables = [JOINS[start][0], ...JOINS.slice(start, start + int(1, 3)).map((j) => j[1])];
  const filterable = tables.flatMap((t) => TABLES[t].filter((c) => VALUES[c]).map((c) => [t, c] as [string, string]));
  const conds: Cond[] = [];
  while (conds.length < int(3, 6) && filterable.length) {
    const [table, column] = pick(filterable);
    conds.push({ table, column, op: VALUES[column]()[0] === "'" ? '=' : pick(OPS), value: VALUES[column]() });
  }
  const columns = shuffle(tables.flatMap((t) => TABLES[t].map((c) => [t, c] as [string, string]))).slice(0, int(3, 6));
  return { tables, columns, conds, orderBy: chance(0.5) ? pick(columns) : null };
}

/** A common mistake (many students make it) or a personal one (a random extra condition). */
function mistaken(q: Query, common: ((q: Query) => Query)[]): Query {
  if (chance(0.4)) return pick(common)(q);
  const copy = { ...q, conds: [...q.conds] };
  for (let n = int(1, 3); n > 0; n--) {
    const c = pick(copy.conds);
    const i = copy.conds.indexOf(c);
    copy.conds[i] = chance(0.5) ? { ...c, op: pick(OPS) } : { ...c, value: VALUES[c.column]() };
  }
  if (chance(0.5)) {
    const t = pick(q.tables);
    const column = pick(TABLES[t].filter((c) => VALUES[c]).concat(['sage']));
    if (VALUES[column]) copy.conds.push({ table: t, column, op: pick(OPS), value: VALUES[column]() });
  }
  return copy;
}

function commonMistakes(q: Query): ((q: Query) => Query)[] {
  return [
    (x) => ({ ...x, conds: x.conds.slice(1) }),
    (x) => ({ ...x, conds: x.conds.map((c, i) => (i === 0 ? { ...c, op: c.op === '<' ? '<=' : c.op === '>' ? '>=' : '<>' } : c)) }),
    (x) => ({ ...x, orderBy: x.orderBy ? null : q.columns[0] }),
  ];
}

type Style = { upper: boolean; aliases: Record<string, string>; flip: number; order: number; indent: string; comment: boolean };

function style(): Style {
  const letters = shuffle(['a', 'b', 'c', 'd', 'e', 'x', 'y', 's', 't']);
  const aliases: Record<string, string> = {};
  const kind = int(0, 2);
  Object.keys(TABLES).forEach((t, i) => (aliases[t] = kind === 0 ? t : kind === 1 ? t[0] + (t.length > 2 ? t[1] : String(i)) : letters[i]));
  return { upper: chance(0.4), aliases, flip: random(), order: random(), indent: pick(['\n', '\n  ', ' ', '\n\t']), comment: chance(0.2) };
}

function renderSql(q: Query, st: Style): string {
  const kw = (w: string) => (st.upper ? w.toUpperCase() : w);
  const ref = (t: string, c: string) => (st.aliases[t] === t ? `${t}.${c}` : `${st.aliases[t]}.${c}`);
  const from = q.tables.map((t) => (st.aliases[t] === t ? t : `${t} ${chance(0.5) ? `${kw('as')} ` : ''}${st.aliases[t]}`)).join(', ');
  const joins = q.tables.slice(1).map((t, i) => {
    const [, , key] = JOINS.find(([a, b]) => (a === q.tables[i] && b === t) || (b === q.tables[i] && a === t)) ?? ['', '', 'sno'];
    return `${ref(q.tables[i], key)} = ${ref(t, key)}`;
  });
  const conds = q.conds.map((c) => {
    const left = ref(c.table, c.column);
    const flipped = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' }[c.op] ?? c.op;
    return st.flip > 0.5 ? `${c.value} ${flipped} ${left}` : `${left} ${c.op} ${c.value}`;
  });
  const all = [...joins, ...conds];
  const ordered = st.order > 0.5 ? all.reverse() : all;
  const lines = [
    `${kw('select')} ${q.columns.map(([t, c]) => ref(t, c)).join(', ')}`,
    `${kw('from')} ${from}`,
    `${kw('where')} ${ordered.join(`${st.indent}${kw('and')} `)}`,
    q.orderBy ? `${kw('order by')} ${ref(...q.orderBy)}` : '',
  ].filter(Boolean);
  return `${st.comment ? `-- 第 ${int(1, 9)} 题\n` : ''}${lines.join('\n')};`;
}

/** Long enough for the benchmark: more columns and conditions until 200 characters. */
function padQuery(q: Query, st: Style, min: number): string {
  let sql = renderSql(q, st);
  for (let guard = 0; sql.length < min && guard < 20; guard++) {
    const t = pick(q.tables);
    q.columns.push([t, pick(TABLES[t])]);
    sql = renderSql(q, st);
  }
  return sql.slice(0, 600);
}

// ---- text: Chinese sentences from database-course vocabulary

const TERMS =
  '关系模式 函数依赖 部分函数依赖 传递函数依赖 主码 候选码 外码 主属性 第一范式 第二范式 第三范式 BCNF 多值依赖 事务 原子性 一致性 隔离性 持久性 并发控制 封锁 排他锁 共享锁 两段锁协议 死锁 活锁 日志文件 检查点 数据库恢复 视图 索引 触发器 存储过程 完整性约束 参照完整性 实体完整性 用户定义的完整性 关系代数 选择运算 投影运算 连接运算 自然连接 笛卡尔积 E-R图 实体 联系 属性 数据字典 三级模式 两级映像 逻辑独立性 物理独立性'.split(
    ' ',
  );
const LINKS = '是指 可以 用于 保证 要求 依赖于 不能 必须 通常 也就是说 因此 但是 如果 那么 同时 而且 其中 即 从而 所以'.split(' ');
const FILLERS = '数据 操作 系统 用户 表 记录 元组 结果 状态 过程 方法 规则 条件 范围 内容 结构'.split(' ');

/** Everyday characters, so that students' own wording is as varied as real writing. */
const CHARS = [
  ...'的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可她里后小么心多天而能好都然没日于起还发成事只作当想看文无开手十用主行方又如前所本见经头面公同三已老从动两长知民样现分将外但身些与高意进把法此实回二理美点月明其种声全工己话儿者向情部正名定女问力机给等几很业最间新什打便位因重被走电四第门相次东政海口使教西再平真听世气信北少关并内加化由却代军产入先山五太水万市眼体别处总才场师书比住员九笑性通目华报立马命张活难神数件安表原车白应路期叫死常提感金何更反合放做系计或司利受光王果亲界及今京务制解各任至清物台象记边共风战干接它许八特觉望直服毛林题建南度统色字请交爱让认算论百吃义科怎元社术结六功指思非流每青管夫连远资队跟带花快条院变联言权往展该领传近留红治决周保达办运武半候七必城父强步完革深区即求品士转量空甚众技轻程告江语英基派满式李息写呢识极令黄德收脸钱党倒未持取设始版双历越史商千片容研像找友孩站广改议形委早房音火际则首单据导影失拿网香似斯专石若兵弟谁校读志飞观争究包组造落视济喜离虽坏兴切协热克调音',
];
const own = () => Array.from({ length: int(2, 4) }, () => pick(CHARS)).join('');

function sentence(): string {
  const words = [pick(TERMS), pick(LINKS), own(), '的', pick(TERMS)];
  if (chance(0.6)) words.push('，', pick(LINKS), own(), pick(TERMS), pick(FILLERS));
  return words.join('') + pick(['。', '；', '，']);
}

function paragraph(min: number, max: number): string {
  let text = '';
  while (text.length < min) text += sentence();
  return text.slice(0, max);
}

/** A few characters changed, a clause moved: what a copier does to look different. */
function paraphrase(text: string, edits: number): string {
  const chars = [...text];
  for (let n = 0; n < edits; n++) {
    const i = int(0, chars.length - 1);
    if (chance(0.5)) chars[i] = pick(FILLERS)[0];
    else chars.splice(i, 0, pick(['的', '是', '也', '，']));
  }
  return chars.join('');
}

// ---- the cohort

type Kind = DuplicateQuestion['kind'];
const KINDS: Kind[] = [
  'sql',
  'text',
  'choice',
  'sql',
  'text',
  'choice',
  'sql',
  'sql',
  'text',
  'choice',
  'sql',
  'text',
  'choice',
  'sql',
  'text',
  'choice',
  'sql',
  'text',
  'choice',
  'sql',
];

function cohort() {
  const questions: DuplicateQuestion[] = [];
  const writers: ((studentId: number) => DuplicateAnswer)[] = [];
  KINDS.forEach((kind, i) => {
    const questionId = 1001 + i;
    if (kind === 'sql') {
      const ref = referenceQuery();
      const common = commonMistakes(ref);
      const tableStyle = style();
      questions.push({ questionId, kind, givenText: `第 ${i + 1} 题：按要求写出查询。\n参考答案：\n${renderSql(ref, tableStyle)}` });
      writers.push(() => {
        const right = chance(0.55);
        const q = right ? { ...ref, columns: [...ref.columns] } : mistaken({ ...ref, columns: [...ref.columns] }, common);
        return { questionId, text: padQuery(q, style(), int(200, 400)), correct: right };
      });
    } else if (kind === 'text') {
      const reference = paragraph(150, 250);
      const commonWrong = paragraph(200, 300);
      questions.push({ questionId, kind, givenText: `第 ${i + 1} 题：简述${pick(TERMS)}与${pick(TERMS)}的区别。\n参考答案：${reference}` });
      writers.push(() => {
        const r = random();
        if (r < 0.5) return { questionId, text: paraphrase(reference, int(20, 40)) + paragraph(50, 150), correct: true };
        if (r < 0.6) return { questionId, text: paraphrase(commonWrong, int(10, 30)), correct: false };
        return { questionId, text: paragraph(200, 600), correct: false };
      });
    } else {
      const multiple = chance(0.5);
      const right = multiple ? 'A,C' : 'B';
      const popular = multiple ? 'A' : 'C';
      questions.push({ questionId, kind, givenText: `第 ${i + 1} 题：下列说法正确的是（ ）。A. … B. … C. … D. …\n答案：${right}` });
      writers.push(() => {
        const r = random();
        const text = r < 0.6 ? right : r < 0.85 ? popular : pick(['A', 'B', 'C', 'D', 'A,B', 'B,D', 'A,C,D']);
        return { questionId, text, correct: text === right };
      });
    }
  });
  const submissions: DuplicateSubmission[] = Array.from({ length: STUDENTS }, (_, s) => ({
    studentId: 100001 + s,
    answers: writers.map((w) => w(100001 + s)),
  }));
  const planted: [number, number][] = [];
  for (let p = 0; p < PLANTED; p++) {
    const source = submissions[(14 * p) % STUDENTS];
    const copier = submissions[(14 * p + 5) % STUDENTS];
    copier.answers = source.answers.map((a, i) => {
      if (chance(0.1)) return copier.answers[i];
      const kind = KINDS[i];
      if (kind === 'text') return { ...a, text: paraphrase(a.text, int(2, 6)) };
      if (kind === 'sql') return { ...a, text: a.text.replace(/\s+/g, () => pick([' ', '\n', '  '])).toUpperCase() };
      return { ...a };
    });
    planted.push([source.studentId, copier.studentId]);
  }
  return { questions, submissions, planted };
}

function main() {
  const { questions, submissions, planted } = cohort();
  const chars = submissions.reduce((n, s) => n + s.answers.reduce((m, a) => m + a.text.length, 0), 0);
  const wall: number[] = [];
  const cpu: number[] = [];
  let result = scanDuplicatePairs(questions, []);
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    const c = process.cpuUsage();
    result = scanDuplicatePairs(questions, submissions);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    wall.push(performance.now() - t);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(0);
  const found = new Set(result.pairs.map((p) => `${p.studentId}-${p.otherStudentId}`));
  const plantedFound = planted.filter(([a, b]) => found.has(`${a}-${b}`)).length;
  const cohortPairs = (STUDENTS * (STUDENTS - 1)) / 2;

  const cohortLine = `synthetic cohort (seed 20240901): ${STUDENTS} submissions × ${questions.length} questions (8 sql, 6 text, 6 choice), ${(chars / 1000).toFixed(0)}k characters of answers, ${PLANTED} planted copy pairs`;
  const loadLine = `load average while running: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores (ms is wall time, cpu ms is this process's own time)`;
  const table = [
    '| students | questions | pairs in cohort | candidate pairs | pairs compared | pairs found | planted found | ms (first run) | ms (median of 5) | cpu ms (first run) | cpu ms (median) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${STUDENTS} | ${questions.length} | ${cohortPairs} | ${result.candidatePairs} | ${result.comparedPairs} | ${result.pairs.length} | ${plantedFound}/${PLANTED} | ${wall[0].toFixed(0)} | ${median(wall)} | ${cpu[0].toFixed(0)} | ${median(cpu)} |`,
  ];
  const pairs = result.pairs.slice(0, 5).map((p) => {
    const mark = planted.some(([a, b]) => a === p.studentId && b === p.otherStudentId) ? ' (planted)' : '';
    return `${p.studentId} – ${p.otherStudentId}: ${p.similarity}${mark}, ${p.questions.length} questions with evidence`;
  });

  console.log(`\n${cohortLine}`);
  console.log(`${loadLine}\n`);
  for (const line of table) console.log(line);
  console.log('\nmost similar pairs:');
  for (const line of pairs) console.log(`  ${line}`);
  writeSection(
    'duplicate',
    [cohortLine, '', loadLine, '', ...table, '', 'most similar pairs:', '', ...pairs.map((line) => `- ${line}`)].join('\n'),
    changedKnobs({ BENCH_STUDENTS: '300' }),
  );
}

main();
