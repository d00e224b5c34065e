// The tabs of 审核课程, in order; the page keeps the open one in the address (?tab=) so 返回 from a scene finds it again.
export const REVIEW_TABS = ['info', 'chapters', 'questions', 'scenes', 'knowledge'] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];

export const isReviewTab = (v: string | null | undefined): v is ReviewTab => (REVIEW_TABS as readonly string[]).includes(v ?? '');
