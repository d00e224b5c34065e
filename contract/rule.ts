import { defineCalls } from './call';
import { Empty, pageOf, PageQuery } from './envelope';
import { id, text, z } from './zod';

/** Platform rules shown to users (exam rules, homework rules, conduct). Admins edit them through /api/rule. */
export const RULE_CATEGORIES = ['exam', 'homework', 'platform'] as const;
export const RuleCategory = z.enum(RULE_CATEGORIES, { error: '类别必须是考试、作业或平台' });
export const RULE_CATEGORY_NAMES: Record<(typeof RULE_CATEGORIES)[number], string> = {
  exam: '考试规则',
  homework: '作业规则',
  platform: '平台规则',
};

export const Rule = z.object({
  id: z.number().int(),
  title: z.string(),
  category: RuleCategory,
  content: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  updatedAt: z.string(),
});
export type Rule = z.infer<typeof Rule>;

export const RuleQuery = PageQuery.extend({
  keyword: z.string().trim().max(50).optional(),
  category: RuleCategory.optional(),
  /** 'true' shows only enabled rules (what non-admins always get) */
  enabled: z.enum(['true', 'false']).optional(),
});
export const RuleBody = z.object({
  title: text('标题', 100),
  category: RuleCategory,
  content: text('内容', 5000),
  enabled: z.boolean().default(true),
  sort: z.coerce.number().int().min(0).max(9999).default(0),
});
export const RuleUpdateBody = RuleBody.extend({ id: id('规则') });
export const RuleDeleteBody = z.object({ ids: z.array(id('规则')).min(1, { error: '请选择要删除的规则' }).max(200) });

export const ruleCalls = defineCalls({
  listRules: { method: 'GET', path: '/api/rule', query: RuleQuery, answer: pageOf(Rule) },
  createRule: { method: 'POST', path: '/api/rule', body: RuleBody, answer: Rule },
  updateRule: { method: 'PUT', path: '/api/rule', body: RuleUpdateBody, answer: Rule },
  deleteRules: { method: 'DELETE', path: '/api/rule', body: RuleDeleteBody, answer: Empty },
});
