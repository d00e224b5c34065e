import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ShareKind } from '@contract/share';
import { exercises } from './exercise';
import { scenes } from './scene';
import { users } from './sys';

/**
 * Shares 共享 (contract/share.ts): one question or scene (the column of its kind set, the other null) for one teacher,
 * or for every teacher when `recipientId` is null. A deleted object, sharer or recipient takes its shares along.
 */
export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<ShareKind>().notNull(),
    exerciseId: integer('exercise_id').references(() => exercises.id, { onDelete: 'cascade' }),
    sceneId: integer('scene_id').references(() => scenes.id, { onDelete: 'cascade' }),
    sharedBy: integer('shared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** null: the whole school (全校教师) */
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the whole school (null) counts as one recipient too
    unique('shares_object_recipient_key').on(t.kind, t.exerciseId, t.sceneId, t.recipientId).nullsNotDistinct(),
    check(
      'shares_one_object',
      sql`(${t.kind} = 'exercise' and ${t.exerciseId} is not null and ${t.sceneId} is null) or (${t.kind} = 'scene' and ${t.sceneId} is not null and ${t.exerciseId} is null)`,
    ),
    index('shares_recipient_idx').on(t.recipientId),
    index('shares_shared_by_idx').on(t.sharedBy),
    index('shares_exercise_idx').on(t.exerciseId),
    index('shares_scene_idx').on(t.sceneId),
  ],
);
