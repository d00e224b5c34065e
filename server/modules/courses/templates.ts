// The template gallery (课程模板): the templates one may start a course from, a page at a time, each with what it
// holds. The counts of a page come from one grouped query per kind of content, whatever the page's size. Making a
// course from a template is createFromTemplate (service.ts); reading its chapters is the chapters module's, under
// canViewCourse.
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { CourseStatus } from '@contract/course';
import type { Page } from '@contract/envelope';
import { EXERCISE_TYPES, type ExerciseType } from '@contract/exercise';
import type { QuestionTypeCount, TemplateCard, TemplateListQuery } from '@contract/template';
import type { z } from '@contract/zod';
import type { DbOrTx } from '../../db/client';
import { chapters, courses, exercises, knowledgePoints, scenes, users } from '../../db/schema';
import type { AuthContext } from '../../lib/auth-context';
import { plainTextOf } from '../../lib/rich-text';
import { containsPattern, offsetOf } from '../../lib/sql-helpers';
import { canAuthorTemplates } from '../../policy';

const SUMMARY_MAX = 120;

/**
 * The templates canUseTemplate (server/policy.ts) lets the actor start from, as a condition: confirmed ones, and for
 * those who author templates (experts, admins) also drafts and those under review. Archived ones are closed to all.
 */
function usableTemplates(actor: AuthContext): SQL {
  return and(eq(courses.isTemplate, true), canAuthorTemplates(actor) ? ne(courses.status, 'archived') : eq(courses.status, 'confirmed'))!;
}

/** The keyword in the name, the description's text (without its markup) or the author's name. */
function matching(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  return or(
    ilike(courses.name, pattern),
    ilike(sql`regexp_replace(coalesce(${courses.description}, ''), '<[^>]*>', '', 'g')`, pattern),
    ilike(users.name, pattern),
  )!;
}

type Counts = {
  chapters: Map<number, { chapters: number; sections: number }>;
  questions: Map<number, QuestionTypeCount[]>;
  scenes: Map<number, number>;
  knowledge: Map<number, number>;
};

/** What the courses hold: one grouped query per kind, for all of them at once. */
async function contentCounts(db: DbOrTx, courseIds: number[]): Promise<Counts> {
  const counts: Counts = { chapters: new Map(), questions: new Map(), scenes: new Map(), knowledge: new Map() };
  if (courseIds.length === 0) return counts;
  const chapterRows = await db
    .select({
      courseId: chapters.courseId,
      chapters: sql<number>`count(*) filter (where ${isNull(chapters.parentId)})`.mapWith(Number),
      sections: sql<number>`count(*) filter (where ${isNotNull(chapters.parentId)})`.mapWith(Number),
    })
    .from(chapters)
    .where(inArray(chapters.courseId, courseIds))
    .groupBy(chapters.courseId);
  for (const r of chapterRows) counts.chapters.set(r.courseId, { chapters: r.chapters, sections: r.sections });

  const questionRows = await db
    .select({ courseId: exercises.courseId, type: exercises.type, n: count() })
    .from(exercises)
    .where(inArray(exercises.courseId, courseIds))
    .groupBy(exercises.courseId, exercises.type);
  const order = (t: ExerciseType) => EXERCISE_TYPES.indexOf(t);
  for (const r of questionRows.sort((a, b) => order(a.type) - order(b.type))) {
    const list = counts.questions.get(r.courseId!) ?? [];
    list.push({ type: r.type, count: r.n });
    counts.questions.set(r.courseId!, list);
  }

  const sceneRows = await db.select({ courseId: scenes.courseId, n: count() }).from(scenes).where(inArray(scenes.courseId, courseIds)).groupBy(scenes.courseId);
  for (const r of sceneRows) counts.scenes.set(r.courseId!, r.n);

  const knowledgeRows = await db
    .select({ courseId: knowledgePoints.courseId, n: count() })
    .from(knowledgePoints)
    .where(inArray(knowledgePoints.courseId, courseIds))
    .groupBy(knowledgePoints.courseId);
  for (const r of knowledgeRows) counts.knowledge.set(r.courseId, r.n);
  return counts;
}

export async function listTemplates(db: DbOrTx, actor: AuthContext, q: z.output<typeof TemplateListQuery>): Promise<Page<TemplateCard>> {
  const where = and(usableTemplates(actor), q.keyword ? matching(q.keyword) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(courses).innerJoin(users, eq(users.id, courses.ownerId)).where(where);
  const rows = await db
    .select({ c: courses, ownerName: users.name })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.ownerId))
    .where(where)
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const counts = await contentCounts(
    db,
    rows.map((r) => r.c.id),
  );
  const list = rows.map(({ c, ownerName }): TemplateCard => {
    const questionTypes = counts.questions.get(c.id) ?? [];
    const summary = c.description ? plainTextOf(c.description, SUMMARY_MAX) : '';
    return {
      courseId: c.id,
      name: c.name,
      cover: c.cover,
      summary: summary || null,
      status: c.status as CourseStatus,
      ownerName,
      chapterCount: counts.chapters.get(c.id)?.chapters ?? 0,
      sectionCount: counts.chapters.get(c.id)?.sections ?? 0,
      questionCount: questionTypes.reduce((sum, t) => sum + t.count, 0),
      questionTypes,
      sceneCount: counts.scenes.get(c.id) ?? 0,
      knowledgeCount: counts.knowledge.get(c.id) ?? 0,
      updatedAt: c.updatedAt.toISOString(),
    };
  });
  return { list, total };
}
