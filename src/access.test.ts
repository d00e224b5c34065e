import type { CurrentUser } from '@contract/auth';
import access from './access';

const user = (roleType: number, baseRoleType: number): CurrentUser => ({
  userId: 7,
  code: 'u7',
  userName: '张三',
  avatar: '',
  roleType,
  baseRoleType,
  roleList: [{ roleId: roleType, roleName: 'r', baseRoleId: baseRoleType }],
  email: null,
  phone: null,
});

const flagsOf = (baseRoleType: number, roleType = baseRoleType) => access({ currentUser: user(roleType, baseRoleType) });

describe('access flags', () => {
  it('grants nothing to a visitor who has not signed in', () => {
    const none = { canAdmin: false, isExpert: false, isTeacher: false, isStudent: false, canTeach: false, isUser: false };
    expect(access(undefined)).toEqual(none);
    expect(access({})).toEqual(none);
  });

  it('an administrator administers and teaches nothing', () => {
    expect(flagsOf(1)).toEqual({ canAdmin: true, isExpert: false, isTeacher: false, isStudent: false, canTeach: false, isUser: true });
  });

  it('an expert authors course content but is no teacher', () => {
    expect(flagsOf(2)).toEqual({ canAdmin: false, isExpert: true, isTeacher: false, isStudent: false, canTeach: true, isUser: true });
  });

  it('a teacher teaches', () => {
    expect(flagsOf(3)).toEqual({ canAdmin: false, isExpert: false, isTeacher: true, isStudent: false, canTeach: true, isUser: true });
  });

  it('a student only studies', () => {
    expect(flagsOf(4)).toEqual({ canAdmin: false, isExpert: false, isTeacher: false, isStudent: true, canTeach: false, isUser: true });
  });

  it('a custom role acts as the built-in role it is based on, not as its own id', () => {
    // role 12 (助教) is based on the teacher role; its id must not be read as a built-in role
    const flags = flagsOf(3, 12);
    expect(flags.isTeacher).toBe(true);
    expect(flags.canTeach).toBe(true);
    expect(flags.isStudent).toBe(false);
    // and a custom role whose id happens to be 1 but acts as a student is no administrator
    expect(flagsOf(4, 1).canAdmin).toBe(false);
  });

  it('follows the active role of a user who holds several', () => {
    const teastu = user(4, 4);
    teastu.roleList = [
      { roleId: 3, roleName: '教师', baseRoleId: 3 },
      { roleId: 4, roleName: '学生', baseRoleId: 4 },
    ];
    const flags = access({ currentUser: teastu });
    expect(flags.isStudent).toBe(true);
    expect(flags.isTeacher).toBe(false);
  });
});
