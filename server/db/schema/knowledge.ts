import { doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './course';

/** Knowledge points 知识点 of a course, with their place in the saved graph layout. */
export const knowledgePoints = pgTable(
  'knowledge_points',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    x: doublePrecision('x'),
    y: doublePrecision('y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('knowledge_points_course_idx').on(t.courseId)],
);

/** parent: from is the parent of to; prerequisite: from must be learnt before to. */
export const knowledgeEdges = pgTable(
  'knowledge_edges',
  {
    fromId: integer('from_id')
      .notNull()
      .references(() => knowledgePoints.id, { onDelete: 'cascade' }),
    toId: integer('to_id')
      .notNull()
      .references(() => knowledgePoints.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fromId, t.toId, t.kind] }), index('knowledge_edges_to_idx').on(t.toId)],
);
