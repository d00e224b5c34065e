import { and, asc, count, eq, ilike, inArray, or } from 'drizzle-orm';
import type { z } from '@contract/zod';
import type { Page } from '@contract/envelope';
import type { Rule, RuleBody, RuleDeleteBody, RuleQuery, RuleUpdateBody } from '@contract/rule';
import type { DbOrTx } from '../../db/client';
import { rules } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { canSeeDisabledRules } from '../../policy';

type RuleRow = typeof rules.$inferSelect;

export const toRule = (r: RuleRow): Rule => ({
  id: r.id,
  title: r.title,
  category: r.category as Rule['category'],
  content: r.content,
  enabled: r.enabled,
  sort: r.sort,
  updatedAt: r.updatedAt.toISOString(),
});

/** Rules in display order; whoever may not see drafts gets the enabled ones only, whatever they ask for. */
export async function listRules(db: DbOrTx, actor: AuthContext, q: z.output<typeof RuleQuery>): Promise<Page<Rule>> {
  const enabledOnly = !canSeeDisabledRules(actor) || q.enabled === 'true';
  const where = and(
    enabledOnly ? eq(rules.enabled, true) : q.enabled === 'false' ? eq(rules.enabled, false) : undefined,
    q.category ? eq(rules.category, q.category) : undefined,
    q.keyword ? or(ilike(rules.title, containsPattern(q.keyword)), ilike(rules.content, containsPattern(q.keyword))) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(rules).where(where);
  const rows = await db.select().from(rules).where(where).orderBy(asc(rules.sort), asc(rules.id)).limit(q.pageSize).offset(offsetOf(q));
  return { list: rows.map(toRule), total };
}

/** The enabled rules, all of them (the home page shows them). */
export async function enabledRules(db: DbOrTx): Promise<Rule[]> {
  const rows = await db.select().from(rules).where(eq(rules.enabled, true)).orderBy(asc(rules.sort), asc(rules.id));
  return rows.map(toRule);
}

export async function createRule(db: DbOrTx, body: z.output<typeof RuleBody>): Promise<Rule> {
  const [row] = await db.insert(rules).values(body).returning();
  return toRule(row);
}

export async function updateRule(db: DbOrTx, body: z.output<typeof RuleUpdateBody>): Promise<Rule> {
  const { id, ...fields } = body;
  const [row] = await db
    .update(rules)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(rules.id, id))
    .returning();
  if (!row) throw notFound('规则');
  return toRule(row);
}

/** Deletes all the given rules or, when one of them does not exist, none. */
export async function deleteRules(db: DbOrTx, body: z.output<typeof RuleDeleteBody>): Promise<null> {
  const ids = [...new Set(body.ids)];
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(rules).where(inArray(rules.id, ids)).returning({ id: rules.id });
    if (deleted.length !== ids.length) {
      const missing = ids.filter((i) => !deleted.some((d) => d.id === i));
      throw notFound(`规则 ${missing.join('、')} `);
    }
  });
  return null;
}
