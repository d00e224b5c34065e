// Mocks of /htdz/sql for `max dev` without the server: runs answer canned results read from the scene's tables
// (mock/_sql.ts), a misspelt keyword answers PostgreSQL's syntax error with its line.
import type { CurrentUser } from '@contract/auth';
import { SqlCheckBody, SqlRunBody, type SqlRunResult } from '@contract/grading';
import { mockUserOf } from './auth';
import { ok, fail } from './_envelope';
import { runScript } from './_sql';
import { sceneState } from './scene';

type Req = { body?: unknown; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };

const signedIn = (answer: (user: CurrentUser, req: Req) => unknown) => (req: Req, res: Res) => {
  const user = mockUserOf(req);
  res.json(user ? answer(user, req) : fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
};

const sceneOf = (sceneId: number) => sceneState().list.find((s) => s.sceneId === sceneId);
const notFound = () => fail('场景不存在或已被删除', 'NOT_FOUND', 404);

/** The last result set with columns: what a query answers. */
const lastRows = (run: SqlRunResult) => [...run.results].reverse().find((r) => r.columns.length > 0);
const sorted = (rows: (string | null)[][]) => rows.map((r) => JSON.stringify(r)).sort();

/** Compares result sets as the grader does, roughly (mock/practice.ts grades SQL answers with it too). */
export function verdict(reference: SqlRunResult, student: SqlRunResult): { correct: boolean; message: string } {
  if (student.error) return { correct: false, message: `运行出错：${student.error.message}` };
  const want = lastRows(reference);
  const got = lastRows(student);
  if (!want || !got) return { correct: !want && !got, message: want ? '没有查询结果' : '执行成功' };
  if (want.columns.length !== got.columns.length) return { correct: false, message: `列数不对：应为 ${want.columns.length} 列，实际 ${got.columns.length} 列` };
  const [a, b] = [sorted(want.rows), sorted(got.rows)];
  const missing = a.filter((r) => !b.includes(r)).length;
  const extra = b.filter((r) => !a.includes(r)).length;
  if (missing || extra) return { correct: false, message: `结果不一致：缺少 ${missing} 行，多出 ${extra} 行` };
  return { correct: true, message: '结果正确' };
}

export default {
  'POST /htdz/sql/run': signedIn((_user, req) => {
    const parsed = SqlRunBody.safeParse(req.body);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '请求参数无效');
    const scene = sceneOf(parsed.data.sceneId);
    return scene ? ok(runScript(parsed.data.sql, scene.initSql)) : notFound();
  }),
  'POST /htdz/sql/check': signedIn((_user, req) => {
    const parsed = SqlCheckBody.safeParse(req.body);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '请求参数无效');
    const b = parsed.data;
    const scene = sceneOf(b.sceneId);
    if (!scene) return notFound();
    const reference = runScript(b.verifySql ? `${b.referenceSql};\n${b.verifySql}` : b.referenceSql, scene.initSql);
    if (reference.error) return fail(`参考答案有错误（第 ${reference.error.line ?? 1} 行）：${reference.error.message}`);
    const student = runScript(b.verifySql ? `${b.studentSql};\n${b.verifySql}` : b.studentSql, scene.initSql);
    return ok({ ...verdict(reference, student), reference, student });
  }),
};
