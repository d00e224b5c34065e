import { defineCalls } from './call';
import { pageOf, PageQuery } from './envelope';
import { id, optionalText, text, z } from './zod';

export const FEEDBACK_STATUSES = ['open', 'replied', 'closed'] as const;
export const FeedbackStatus = z.enum(FEEDBACK_STATUSES, { error: '状态无效' });
export const FEEDBACK_STATUS_NAMES: Record<(typeof FEEDBACK_STATUSES)[number], string> = {
  open: '待处理',
  replied: '已回复',
  closed: '已关闭',
};

export const Feedback = z.object({
  feedbackId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  content: z.string(),
  pageUrl: z.string().nullable(),
  screenshot: z.string().nullable(),
  status: FeedbackStatus,
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Feedback = z.infer<typeof Feedback>;

export const SaveFeedbackBody = z.object({
  content: text('反馈内容', 2000, 5),
  pageUrl: optionalText('页面地址', 500),
  screenshot: z
    .string()
    .regex(/^\/readResourse\/\d+$/, { error: '截图地址无效' })
    .nullish()
    .transform((v) => v ?? null),
});
export const FeedbackQuery = PageQuery.extend({
  status: FeedbackStatus.optional(),
  keyword: z.string().trim().max(50).optional(),
});
export const ReplyFeedbackBody = z.object({
  feedbackId: id('反馈'),
  reply: text('回复内容', 2000),
  status: z.enum(['replied', 'closed']).default('replied'),
});
export const ScreenshotAnswer = z.object({ screenshot: z.string() });

export const feedbackCalls = defineCalls({
  saveFeedback: { method: 'POST', path: '/feedback/save', body: SaveFeedbackBody, answer: Feedback },
  listFeedback: { method: 'POST', path: '/feedback/list', body: FeedbackQuery, answer: pageOf(Feedback) },
  replyFeedback: { method: 'POST', path: '/feedback/reply', body: ReplyFeedbackBody, answer: Feedback },
  uploadScreenshot: { method: 'POST', path: '/feedback/uploadScreenshot', answer: ScreenshotAnswer },
});
