// Mocks of which chapters a class sees (/htdz/sclass/:sclassId/hiddenChapters, /htdz/sclass/chapterVisibility) for
// `max dev` without the server. The other class calls are in mock/clazz.ts; the hidden chapters live in
// mock/_stats-data.ts so the statistics mocks mark them too.
import { ChapterVisibilityBody } from '@contract/clazz';
import { mockUserOf } from './auth';
import { chapterOf, classOf, hiddenOf, hiddenState } from './_stats-data';
import { fail, ok } from './_envelope';

type Req = { body?: unknown; params?: Record<string, string>; headers: Record<string, string | string[] | undefined> };
type Res = { json: (body: unknown) => void };

const idOf = (v: string | undefined) => (v && /^\d+$/.test(v) ? Number(v) : null);

const signedIn = (answer: (req: Req) => unknown) => (req: Req, res: Res) => {
  res.json(mockUserOf(req) ? answer(req) : fail('登录已失效，请重新登录', 'UNAUTHORIZED', 401));
};

export default {
  'GET /htdz/sclass/:sclassId/hiddenChapters': signedIn((req) => {
    const sclassId = idOf(req.params?.sclassId);
    if (sclassId === null || !classOf(sclassId)) return fail('班级不存在或已被删除', 'NOT_FOUND', 404);
    return ok(hiddenOf(sclassId));
  }),
  'POST /htdz/sclass/chapterVisibility': signedIn((req) => {
    const parsed = ChapterVisibilityBody.safeParse(req.body);
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? '请求参数无效');
    const { sclassId, chapterId, visible } = parsed.data;
    const clazz = classOf(sclassId);
    if (!clazz) return fail('班级不存在或已被删除', 'NOT_FOUND', 404);
    const chapter = chapterOf(chapterId);
    if (!chapter || chapter.courseId !== clazz.courseId) return fail('章节不属于这个班级的课程', 'NOT_FOUND', 404);
    if (chapter.parentId !== null) return fail('小节随所在章显示或隐藏，请设置它所在的章');
    const rest = hiddenOf(sclassId).filter((id) => id !== chapterId);
    hiddenState().set(sclassId, visible ? rest : [...rest, chapterId]);
    return ok(hiddenOf(sclassId));
  }),
};
