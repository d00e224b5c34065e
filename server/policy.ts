// Who may do what to which resource: every rule of the kind "only the owner or an admin" lives here, so
// services ask one place and a reviewer reads one file (ARCHITECTURE.md, roles and permissions).
// Route access (which active roles reach a call at all) is declared on each route; this file decides
// about particular users, files, notices and feedback.
import type { CourseRole, TeamRole } from '@contract/course';
import { RoleId } from '@contract/roles';
import type { AuthContext } from './lib/auth-context';

type Actor = Pick<AuthContext, 'userId' | 'baseRole'>;

/** Acting as a system administrator right now (the active role's base role). */
export const isAdmin = (actor: Actor) => actor.baseRole === RoleId.ADMIN;

// Users

/** The default (active) role of a user: one's own, or anyone's by an admin. */
export const canSetDefaultRole = (actor: Actor, targetUserId: number) => actor.userId === targetUserId || isAdmin(actor);

/** Stopping ends every session at once: an admin never stops themself (nobody could resume them). */
export const canStopUser = (actor: Actor, targetUserId: number) => isAdmin(actor) && actor.userId !== targetUserId;

/**
 * The roles an admin may give a user: anything that exists, except that an admin editing themself keeps a
 * role acting as administrator, so nobody locks the last door from the inside.
 */
export const canAssignRoles = (actor: Actor, targetUserId: number, newBaseRoles: readonly number[]) =>
  isAdmin(actor) && (actor.userId !== targetUserId || newBaseRoles.includes(RoleId.ADMIN));

// Files

export type FilePurpose = 'avatar' | 'feedback' | 'cover';
type FileRef = { purpose: string; ownerId: number | null };

/**
 * Who may read an uploaded file. Avatars and course covers are public: <img> tags send no Authorization header.
 * Anything else (feedback screenshots) only its owner or an admin, with a token.
 */
export const isPublicFile = (file: FileRef) => file.purpose === 'avatar' || file.purpose === 'cover';
export const canReadFile = (actor: Actor | null, file: FileRef) => isPublicFile(file) || (actor !== null && (file.ownerId === actor.userId || isAdmin(actor)));

/** A file may be referenced (as avatar, as screenshot) only by the user who uploaded it, for that purpose. */
export const canAttachFile = (actor: Actor, file: FileRef, purpose: FilePurpose) => file.purpose === purpose && file.ownerId === actor.userId;

// The resource library 资源库

type LibraryItemRef = { ownerId: number; shared: boolean };

/**
 * A library item is its owner's; a shared one is offered to every colleague (the library's callers are teachers,
 * experts and admins) to see and use in their chapters. Students never reach the library: they read files through the
 * chapters that use them.
 */
export const canUseLibraryResource = (actor: Actor, item: LibraryItemRef) =>
  actor.baseRole !== RoleId.STUDENT && (item.ownerId === actor.userId || item.shared);

/** Renaming, sharing and deleting are the owner's alone. */
export const canManageLibraryResource = (actor: Actor, item: { ownerId: number }) => item.ownerId === actor.userId;

// Feedback

/** Admins read and answer all feedback; everyone else only their own. */
export const feedbackScope = (actor: Actor): 'all' | 'own' => (isAdmin(actor) ? 'all' : 'own');
export const canReplyFeedback = (actor: Actor) => isAdmin(actor);

// Rules

/** Disabled rules are drafts: only admins see them. */
export const canSeeDisabledRules = (actor: Actor) => isAdmin(actor);

// Courses and scenes

/**
 * A seat on a course's teaching team 教学团队 (course_members): 'co_teacher' (协作教师) or 'assistant' (助教). The owner
 * is not on it. A role this file does not know counts as no seat.
 */
export type TeamSeat = { userId: number; role: string };

/**
 * A course as the policy sees it: its owner and its team, loaded with it (server/modules/courses/access.ts courseFor,
 * `teamOfCourse` in a query). The team is required, so a course row read without it does not compile here; and members
 * are only ever found in it, so a team left empty or loaded for another course grants nobody anything (fail closed).
 */
export type CourseRef = { ownerId: number; team: readonly TeamSeat[] };
type CourseState = CourseRef & { isTemplate: boolean; status: string };

/** A seat on a team counts while its member acts as a teacher (members are teachers; their other roles have their own rights). */
export const actsOnTeams = (actor: Actor) => actor.baseRole === RoleId.TEACHER;

/** The actor's role on the course's team, or null (the owner, admins and everyone else have none). */
export const teamRoleOf = (actor: Actor, course: CourseRef): TeamRole | null => {
  if (!actsOnTeams(actor)) return null;
  const role = course.team.find((m) => m.userId === actor.userId)?.role;
  return role === 'co_teacher' || role === 'assistant' ? role : null;
};

/** The actor's relation to the course as lists show it: 'owner', their team role, or null. */
export const courseRoleOf = (actor: Actor, course: CourseRef): CourseRole | null => (course.ownerId === actor.userId ? 'owner' : teamRoleOf(actor, course));

/** The team, the review (submitting), archiving and deleting are the owner's, or an admin's; members do none of them. */
export const canManageCourse = (actor: Actor, course: { ownerId: number }) => course.ownerId === actor.userId || isAdmin(actor);

/**
 * Who authors a course's content (info, chapters, knowledge points, questions, tasks, exam papers, scenes, the lab
 * images offered to it, its classes): its owner, its co-teachers, or an admin.
 */
export const canEditCourse = (actor: Actor, course: CourseRef) => canManageCourse(actor, course) || teamRoleOf(actor, course) === 'co_teacher';

/** Who teaches from the course and so reads all of it as its teachers do: its editors, and its assistants (read only). */
export const canTeachFromCourse = (actor: Actor, course: CourseRef) => canEditCourse(actor, course) || teamRoleOf(actor, course) === 'assistant';

/**
 * The team teaches every class of the course: co-teachers as the class's own teachers do, assistants only to read and
 * grade (`grading`: reading, reviewing, scoring, statistics), never to publish, delete, change a roster or settings.
 */
export const teachesCourseClasses = (actor: Actor, course: CourseRef, grading: boolean) => {
  const role = teamRoleOf(actor, course);
  return role === 'co_teacher' || (role === 'assistant' && grading);
};

/** Experts look after the public library (公共场景库) and confirm courses, so they read every course's scenes. */
export const canEditPublicLibrary = (actor: Actor) => actor.baseRole === RoleId.EXPERT || isAdmin(actor);

/** A scene belongs to a course (null: the public library). */
/** The roles that write scenes and check answers on them (route access of the scene and grading calls). */
export const SCENE_AUTHORS = [RoleId.TEACHER, RoleId.EXPERT, RoleId.ADMIN] as const;
export const canEditScene = (actor: Actor, course: CourseRef | null) => (course === null ? canEditPublicLibrary(actor) : canEditCourse(actor, course));

/**
 * Everyone signed in reads the public library; a course's scenes are read by those who teach from the course and by
 * experts. Students reach course scenes through their exercises, homework and exams, which check their class.
 */
export const canViewScene = (actor: Actor, course: CourseRef | null) =>
  course === null || canTeachFromCourse(actor, course) || actor.baseRole === RoleId.EXPERT;

const isExpert = (actor: Actor) => actor.baseRole === RoleId.EXPERT;

/**
 * Questions carry their answers, so they are read only by authors: the public library by teachers and experts
 * (who copy from it), a course's bank by those who may view the course as an author. Students meet questions
 * only through practice, homework and exams, which answer without keys.
 */
export const canViewExercises = (actor: Actor, course: CourseState | null) =>
  actor.baseRole !== RoleId.STUDENT && (course === null || canViewCourse(actor, course));

/**
 * The task bank (homework templates) belongs to those who teach from the course: its owner, its team and admins read
 * it; changing it also takes canEditCourse (courses/access.ts lockEditableCourse), so assistants only read. It has no
 * public library and no review, so nobody else reads it.
 */
export const canUseTaskBank = (actor: Actor, course: CourseRef) => canTeachFromCourse(actor, course);

/**
 * Exam papers are kept like the task bank: read by those who teach from the course (owner, team, admins) and changed
 * by its editors. Papers hold the questions students will meet under exam conditions, so nobody else reads them.
 */
export const canUseExamPapers = (actor: Actor, course: CourseRef) => canTeachFromCourse(actor, course);

/** Experts (and admins) make course templates and review the courses teachers submit. */
export const canAuthorTemplates = (actor: Actor) => isExpert(actor) || isAdmin(actor);

/** Reviewing is for experts, and never of a course one owns or has a seat on the team of (in whatever role one acts). */
export const canReviewCourse = (actor: Actor, course: CourseRef) =>
  canAuthorTemplates(actor) && course.ownerId !== actor.userId && !course.team.some((m) => m.userId === actor.userId);

/** A confirmed template is there for every teacher to start from; drafts of templates stay with the experts. */
export const canUseTemplate = (actor: Actor, course: CourseState) =>
  course.isTemplate && (course.status === 'confirmed' || canEditCourse(actor, course) || isExpert(actor));

/** Those who teach from it (owner, team, admins), experts (who review and keep templates), and teachers for confirmed templates. */
export const canViewCourse = (actor: Actor, course: CourseState) => canTeachFromCourse(actor, course) || isExpert(actor) || canUseTemplate(actor, course);

// Shares 共享 (server/modules/shares)

/**
 * A question or scene of a course is shared by a teacher who may edit it (owner, co-teacher); the public library is
 * every teacher's already. Sharing is a teacher's act among colleagues: admins and experts have their own ways.
 */
export const canShare = (actor: Actor, course: CourseRef | null) => actor.baseRole === RoleId.TEACHER && course !== null && canEditCourse(actor, course);

/** What is shared with one is read by teachers only, acting as teachers: it carries its answers. */
export const canReadShares = (actor: Actor) => actor.baseRole === RoleId.TEACHER;

/** Shares go to teachers only: what is shared carries its answers. */
export const canReceiveShares = (account: { baseRoles: ReadonlySet<number> }) => account.baseRoles.has(RoleId.TEACHER);

/** A share is withdrawn by the teacher who made it, or by one who may share the object now (its course's editors). */
export const canWithdrawShare = (actor: Actor, share: { sharedBy: number }, course: CourseRef | null) =>
  share.sharedBy === actor.userId || canShare(actor, course);

// Classes

type ClassRef = { ownerId: number };

/** A class is taught by its owner and co-teachers; admins look after every class. */
export const canTeachClass = (actor: Actor, clazz: ClassRef, coTeacherIds: readonly number[]) =>
  clazz.ownerId === actor.userId || coTeacherIds.includes(actor.userId) || isAdmin(actor);

/** Who teaches a class with its owner is the owner's choice (or an admin's); co-teachers see the list, no more. */
export const canManageClassTeachers = (actor: Actor, clazz: ClassRef) => clazz.ownerId === actor.userId || isAdmin(actor);

/** Classes are opened by the course's owner (or an admin), for a course that is taught: not a template, not archived. */
export const canOpenClass = (actor: Actor, course: CourseState) => canEditCourse(actor, course) && !course.isTemplate && course.status !== 'archived';

/**
 * Deleting a class is its owner's decision (or an admin's), not a co-teacher's; the service refuses it anyway while the
 * class holds student work (closing the class is the way then).
 */
export const canDeleteClass = (actor: Actor, clazz: ClassRef) => clazz.ownerId === actor.userId || isAdmin(actor);

/**
 * The teachers of a class (canTeachClass) rename and reset the first password of the students on its roster, and only
 * of accounts that are students and nothing else: a teacher never touches a teacher's or an admin's account (admins
 * have the user pages for those).
 */
export const canManageStudentAccount = (account: { baseRoles: ReadonlySet<number> }) =>
  account.baseRoles.size > 0 && [...account.baseRoles].every((r) => r === RoleId.STUDENT);

// Lab images

type LabImageRef = { authorId: number };

/** Admins manage every lab image; a teacher the ones they made. */
export const canManageLabImage = (actor: Actor, image: LabImageRef) => isAdmin(actor) || (actor.baseRole === RoleId.TEACHER && image.authorId === actor.userId);

/**
 * The images offered to a course are seen by admins and by teachers who edit the course or teach one of its classes
 * (`teachesAClass`: not as an assistant, who reads and grades only); students see only the enabled ones, through their class.
 */
export const canSeeCourseLabImages = (actor: Actor, course: CourseRef, teachesAClass: boolean) =>
  isAdmin(actor) || (actor.baseRole === RoleId.TEACHER && (canEditCourse(actor, course) || teachesAClass));

/** An image is offered to a course by those who edit the course: its owner, its co-teachers, admins. */
export const canOfferLabImage = (actor: Actor, course: CourseRef) => canEditCourse(actor, course);

/** A container is used (typed into, restarted, reset) by its owner alone; its course's teachers may watch and stop it. */
export const canUseContainer = (actor: Actor, container: { userId: number }) => container.userId === actor.userId;
