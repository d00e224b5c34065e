// Mocks of /htdz/api/rule (platform rules) for `max dev` without the server.
import type { Rule } from '@contract/rule';
import { ok, fail } from './_envelope';

type Req = { body?: Record<string, unknown>; query?: Record<string, unknown> };
type Res = { json: (body: unknown) => void };

const CATEGORIES = ['exam', 'homework', 'platform'] as const;

function seed(): { list: Rule[]; nextId: number } {
  const rows: [string, Rule['category'], string, boolean][] = [
    ['考试纪律', 'exam', '考试开始后计时由服务器控制，到时自动交卷；作答内容自动保存，断网或刷新不会丢失。考试期间请勿切换页面或与他人交流。', true],
    ['补考申请', 'exam', '因病或其他特殊原因缺考的，须在考试结束后 3 个工作日内向任课教师提交补考申请及相关证明。', true],
    ['作业提交', 'homework', '作业须在截止时间前提交；提交后如需修改，请联系任课教师退回。SQL 题提交前可先“运行”查看结果，运行不计分。', true],
    ['迟交规定', 'homework', '开启迟交的作业，截止后 48 小时内仍可提交，得分按 80% 计算；超过 48 小时不再接收。', true],
    ['学术诚信', 'homework', '作业须独立完成。系统会对提交内容查重，相似度过高的答案将由教师复核。', true],
    ['账号安全', 'platform', '请妥善保管账号密码，首次登录后请在个人中心修改密码。连续多次输错密码，账号将被暂时锁定。', true],
    ['文明发言', 'platform', '在讨论区和意见反馈中请文明用语，不发布与课程无关的广告或链接。', true],
    ['实验环境使用', 'platform', '实验容器单次最长使用 2 小时，闲置 30 分钟自动停止；请勿在实验环境中运行与课程无关的程序。', false],
  ];
  const list = rows.map(([title, category, content, enabled], i): Rule => ({
    id: i + 1,
    title,
    category,
    content,
    enabled,
    sort: (i + 1) * 10,
    updatedAt: new Date(Date.UTC(2025, 1, 10 + i, 2, 0, 0)).toISOString(),
  }));
  return { list, nextId: rows.length + 1 };
}

type G = typeof globalThis & { __htdzMockRules?: ReturnType<typeof seed> };
export const ruleState = () => ((globalThis as G).__htdzMockRules ??= seed());

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function fieldsOf(b: Record<string, unknown>): Omit<Rule, 'id' | 'updatedAt'> | string {
  const title = str(b.title);
  const content = str(b.content);
  const category = CATEGORIES.find((c) => c === b.category);
  if (!title) return '请输入标题';
  if (!content) return '请输入内容';
  if (!category) return '类别必须是考试、作业或平台';
  return { title, content, category, enabled: b.enabled !== false, sort: Number(b.sort) || 0 };
}

export default {
  'GET /htdz/api/rule': (req: Req, res: Res) => {
    const q = req.query ?? {};
    const keyword = str(q.keyword);
    const list = ruleState()
      .list.filter(
        (r) =>
          (!keyword || r.title.includes(keyword) || r.content.includes(keyword)) &&
          (!q.category || r.category === q.category) &&
          (q.enabled === undefined || String(r.enabled) === q.enabled),
      )
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
    const current = Number(q.current) || 1;
    const pageSize = Number(q.pageSize) || 10;
    res.json(ok({ list: list.slice((current - 1) * pageSize, current * pageSize), total: list.length }));
  },
  'POST /htdz/api/rule': (req: Req, res: Res) => {
    const s = ruleState();
    const fields = fieldsOf(req.body ?? {});
    if (typeof fields === 'string') return res.json(fail(fields));
    const rule: Rule = { id: s.nextId++, ...fields, updatedAt: new Date().toISOString() };
    s.list.push(rule);
    res.json(ok(rule));
  },
  'PUT /htdz/api/rule': (req: Req, res: Res) => {
    const rule = ruleState().list.find((r) => r.id === Number(req.body?.id));
    if (!rule) return res.json(fail('规则不存在', 'NOT_FOUND', 404));
    const fields = fieldsOf(req.body ?? {});
    if (typeof fields === 'string') return res.json(fail(fields));
    Object.assign(rule, fields, { updatedAt: new Date().toISOString() });
    res.json(ok(rule));
  },
  'DELETE /htdz/api/rule': (req: Req, res: Res) => {
    const s = ruleState();
    const ids = new Set((Array.isArray(req.body?.ids) ? req.body.ids : []).map(Number));
    if (ids.size === 0) return res.json(fail('请选择要删除的规则'));
    s.list = s.list.filter((r) => !ids.has(r.id));
    res.json(ok(null));
  },
};
