// Mocks of /htdz/feedback for `max dev` without the server (the signed-in mock user is the admin, who sees all).
import type { Feedback } from '@contract/feedback';
import { mockCurrentUser } from './sys';
import { ok, fail } from './_envelope';

type Req = { body?: Record<string, unknown> };
type Res = { json: (body: unknown) => void };


const at = (daysAgo: number, hour: number) => {
  const d = new Date(Date.UTC(2025, 2, 20, hour - 8, 30, 0));
  d.setUTCDate(d.getUTCDate() - daysAgo);
  return d.toISOString();
};

function seed(): { list: Feedback[]; nextId: number } {
  const rows: [number, string, string, string | null, Feedback['status'], string | null, number][] = [
    [4, '张同学', '作业“第三章 多表连接”第 5 题运行 SQL 后一直显示“运行中”，刷新后才出现结果。', '/stu/course/task/1/2', 'open', null, 0],
    [9, '王浩然', '建议在题目列表中显示每道题的完成状态，方便知道哪些还没做。', '/stu/course/knowledge/list/1/2', 'open', null, 1],
    [3, '李老师', '批阅作业时希望能用键盘切换到下一个学生，现在每次都要点按钮。', '/task-bank/task/review/studentId/homeworkId/9/12/1/2', 'replied', '感谢建议！快捷键切换（J / K）已列入下一版本计划。', 2],
    [10, '李思雨', '考试倒计时在手机上显示不全，被页面顶部遮住了一半。', '/stu/course/exam/1/2', 'replied', '已确认是小屏幕下的样式问题，已修复，请刷新页面后再试。', 3],
    [2, '王专家', '公共题目导入时，能否支持 Moodle XML 格式？', '/expert/public_library/exercise', 'open', null, 4],
    [11, '张子涵', '视频章节的播放进度没有保存，下次打开又从头开始。', '/stu/course/chapter/detail/1/2/7', 'closed', '已修复：进度每 10 秒保存一次，关闭页面时也会保存。', 6],
    [5, '赵老师', '班级花名册导入时提示第 12 行学号重复，但表里只有一个。', '/teacher/class/3/student', 'replied', '经排查是该行学号末尾带了空格，新版本导入时会自动去掉首尾空格。', 8],
    [13, '陈雨桐', '希望 SQL 题运行结果可以导出，方便写实验报告。', null, 'open', null, 9],
    [14, '杨博文', '个人中心上传头像后，右上角的头像没有马上更新。', '/center', 'closed', '已修复，感谢反馈。', 12],
    [15, '黄梓萱', '平台规则里“账号安全”一条写的是连续输错密码会锁定，请问锁定多久？', '/home', 'replied', '连续 5 次输错后锁定 15 分钟，之后可再次尝试。', 15],
    [6, '陈建国', '希望作业发布时可以选择“截止后公布答案”。', '/task-bank/publishTask/courseId/taskId/1/5', 'open', null, 18],
    [16, '吴俊杰', '题目解析里的公式显示成了源代码。', '/stu/course/exercise/1/2/3/15', 'closed', '公式渲染问题已修复。', 25],
  ];
  const list = rows.map(([userId, userName, content, pageUrl, status, reply, daysAgo], i): Feedback => ({
    feedbackId: rows.length - i,
    userId,
    userName,
    content,
    pageUrl,
    screenshot: i === 0 ? '/readResourse/9101' : null,
    status,
    reply,
    repliedAt: reply ? at(daysAgo, 16) : null,
    createdAt: at(daysAgo, 9 + (i % 8)),
  }));
  return { list, nextId: rows.length + 1 };
}

type G = typeof globalThis & { __htdzMockFeedback?: ReturnType<typeof seed> };
export const feedbackState = () => ((globalThis as G).__htdzMockFeedback ??= seed());

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export default {
  'POST /htdz/feedback/save': (req: Req, res: Res) => {
    const s = feedbackState();
    const content = str(req.body?.content);
    if (content.length < 5) return res.json(fail('反馈内容至少 5 个字符'));
    const me = mockCurrentUser();
    const screenshot = str(req.body?.screenshot);
    const row: Feedback = {
      feedbackId: s.nextId++,
      userId: me.userId,
      userName: me.userName,
      content,
      pageUrl: str(req.body?.pageUrl) || null,
      screenshot: /^\/readResourse\/\d+$/.test(screenshot) ? screenshot : null,
      status: 'open',
      reply: null,
      repliedAt: null,
      createdAt: new Date().toISOString(),
    };
    s.list.unshift(row);
    res.json(ok(row));
  },
  'POST /htdz/feedback/list': (req: Req, res: Res) => {
    const s = feedbackState();
    const b = req.body ?? {};
    const keyword = str(b.keyword);
    const list = s.list.filter(
      (f) => (!b.status || f.status === b.status) && (!keyword || f.content.includes(keyword) || f.userName.includes(keyword)),
    );
    const current = Number(b.current) || 1;
    const pageSize = Number(b.pageSize) || 10;
    res.json(ok({ list: list.slice((current - 1) * pageSize, current * pageSize), total: list.length }));
  },
  'POST /htdz/feedback/reply': (req: Req, res: Res) => {
    const row = feedbackState().list.find((f) => f.feedbackId === Number(req.body?.feedbackId));
    if (!row) return res.json(fail('反馈不存在', 'NOT_FOUND', 404));
    const reply = str(req.body?.reply);
    if (!reply) return res.json(fail('请输入回复内容'));
    row.reply = reply;
    row.status = req.body?.status === 'closed' ? 'closed' : 'replied';
    row.repliedAt = new Date().toISOString();
    res.json(ok(row));
  },
  'POST /htdz/feedback/uploadScreenshot': (_req: Req, res: Res) => {
    res.json(ok({ screenshot: `/readResourse/${9100 + Math.floor(Math.random() * 899)}` }));
  },
};
