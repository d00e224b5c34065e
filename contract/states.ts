// States that lists show and their names, without zod: the home page shows them, and importing them from
// homework.ts or exam.ts would bring zod and every schema into its first load (issue 9, page weight). Those modules
// re-export them, so everything else imports them from there as before.

export const SUBMISSION_STATUSES = ['new', 'answering', 'submitted', 'reviewed', 'returned'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export const SUBMISSION_STATUS_NAMES: Record<SubmissionStatus, string> = {
  new: '未开始',
  answering: '作答中',
  submitted: '已提交',
  reviewed: '已批阅',
  returned: '已退回',
};

/** A student's exam as the lists show it (PRODUCT: 未开始 / 进行中 / 已交卷 / 已批阅; and the two edges). */
export const EXAM_STATES = ['upcoming', 'open', 'answering', 'submitted', 'reviewed', 'missed'] as const;
export type ExamState = (typeof EXAM_STATES)[number];
export const EXAM_STATE_NAMES: Record<ExamState, string> = {
  upcoming: '未开始',
  open: '可参加',
  answering: '进行中',
  submitted: '已交卷',
  reviewed: '已批阅',
  missed: '缺考',
};

/** A course's life (PRODUCT: 草稿 → 待审核 → 已确认, 已归档); the home page and the header show it. */
export const COURSE_STATUSES = ['draft', 'submitted', 'confirmed', 'archived'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const COURSE_STATUS_NAMES: Record<CourseStatus, string> = {
  draft: '草稿',
  submitted: '待审核',
  confirmed: '已确认',
  archived: '已归档',
};

/** The kinds of notice; the header's bell groups them on every page. */
export const NOTICE_TYPES = ['notification', 'message', 'event'] as const;
