// The course section of the policy with a teaching team: what each seat allows, and that it fails closed (a team that
// says nothing of the actor, a seat of another user, an unknown role, a member acting in another role grant nothing).
import { RoleId } from '@contract/roles';
import {
  canEditCourse,
  canManageCourse,
  canReviewCourse,
  canTeachFromCourse,
  canUseExamPapers,
  canUseTaskBank,
  canViewCourse,
  canViewScene,
  courseRoleOf,
  teachesCourseClasses,
  type TeamSeat,
} from './policy';

const OWNER = 1;
const CO = 2;
const ASSISTANT = 3;
const OTHER = 4;
const teacher = (userId: number) => ({ userId, baseRole: RoleId.TEACHER });
const team: TeamSeat[] = [
  { userId: CO, role: 'co_teacher' },
  { userId: ASSISTANT, role: 'assistant' },
];
const course = (seats: TeamSeat[] = team) => ({ ownerId: OWNER, team: seats, isTemplate: false, status: 'draft' });

describe('a course with a team', () => {
  it('co-teachers edit, assistants read, and only the owner (or an admin) manages', () => {
    const rows = [OWNER, CO, ASSISTANT, OTHER].map((id) => {
      const a = teacher(id);
      const c = course();
      return [
        courseRoleOf(a, c),
        canEditCourse(a, c),
        canTeachFromCourse(a, c),
        canViewCourse(a, c),
        canUseTaskBank(a, c),
        canUseExamPapers(a, c),
        canManageCourse(a, c),
      ];
    });
    expect(rows).toEqual([
      ['owner', true, true, true, true, true, true],
      ['co_teacher', true, true, true, true, true, false],
      ['assistant', false, true, true, true, true, false],
      [null, false, false, false, false, false, false],
    ]);
    const admin = { userId: 9, baseRole: RoleId.ADMIN };
    expect([canEditCourse(admin, course()), canManageCourse(admin, course()), courseRoleOf(admin, course())]).toEqual([true, true, null]);
  });

  it('they teach the classes of the course: co-teachers wholly, assistants only to read and grade', () => {
    expect([CO, ASSISTANT, OTHER].map((id) => [teachesCourseClasses(teacher(id), course(), false), teachesCourseClasses(teacher(id), course(), true)])).toEqual(
      [
        [true, true],
        [false, true],
        [false, false],
      ],
    );
  });

  it('fails closed: no seat of the actor, an unknown role, or acting as a student grants nothing', () => {
    expect(canEditCourse(teacher(CO), course([]))).toBe(false);
    expect(canViewScene(teacher(ASSISTANT), course([{ userId: CO, role: 'assistant' }]))).toBe(false);
    expect(canTeachFromCourse(teacher(CO), course([{ userId: CO, role: 'owner' }]))).toBe(false);
    expect(teachesCourseClasses(teacher(ASSISTANT), course([{ userId: ASSISTANT, role: 'Assistant' }]), true)).toBe(false);
    const asStudent = { userId: CO, baseRole: RoleId.STUDENT };
    expect([canEditCourse(asStudent, course()), canViewCourse(asStudent, course()), courseRoleOf(asStudent, course())]).toEqual([false, false, null]);
  });

  it('an expert with a seat does not review the course, in whatever role they act', () => {
    const expert = { userId: ASSISTANT, baseRole: RoleId.EXPERT };
    expect(canReviewCourse(expert, course())).toBe(false);
    expect(canReviewCourse({ userId: OTHER, baseRole: RoleId.EXPERT }, course())).toBe(true);
  });
});
