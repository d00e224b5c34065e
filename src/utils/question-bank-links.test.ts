import routes from '../../config/routes';
import { bankLinksOf, expertBankLink, libraryLink, studentPreviewLink, teacherBankLink } from './question-bank-links';

/** The route of config/routes.ts a link opens, by matching its pattern. */
const routeOf = (link: string) =>
  routes.find((r) => {
    if (!('component' in r) || r.path === '/*') return false;
    return new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(link);
  });
const accessOf = (link: string) => routeOf(link)?.access;

describe('links between question bank pages', () => {
  it('teachers create, edit and preview under /question-bank with the course, question and folder', () => {
    const l = bankLinksOf({ area: 'teacher', courseId: 3 });
    expect([l.list, l.create(12), l.edit(7, 12), l.preview(7, 12)]).toEqual([
      '/question-bank/list/3',
      '/question-bank/create/courseId/parentId/3/12',
      '/question-bank/edit/courseId/exerciseId/parentId/3/7/12',
      '/question-bank/preview/courseId/exerciseId/3/7/12',
    ]);
  });

  it("experts stay under /expert, a template's bank and the public library apart, and preview in the list", () => {
    const course = bankLinksOf({ area: 'expert', courseId: 3 });
    expect([course.list, course.create(12), course.edit(7, 12), course.preview(7, 12)]).toEqual([
      '/expert/course/3/exercise',
      '/expert/course/3/exercise/create',
      '/expert/course/3/exercise/7/update',
      null,
    ]);
    const library = bankLinksOf({ area: 'library' });
    expect([library.list, library.create(0), library.edit(7, 0), library.preview(7, 0)]).toEqual([
      '/expert/public_library/exercise',
      '/expert/public_library/exercise/create',
      '/expert/public_library/exercise/7/update',
      null,
    ]);
  });

  it('every link opens a route of the table with the access of its area', () => {
    const teacher = bankLinksOf({ area: 'teacher', courseId: 3 });
    for (const link of [teacher.list, teacher.create(0), teacher.edit(7, 0), teacher.preview(7, 0)!, studentPreviewLink(3)]) {
      expect([link, accessOf(link)]).toEqual([link, 'canTeach']);
    }
    const expert = bankLinksOf({ area: 'expert', courseId: 3 });
    const library = bankLinksOf({ area: 'library' });
    for (const link of [expert.list, expert.create(0), expert.edit(7, 0), library.list, library.create(0), library.edit(7, 0)]) {
      expect([link, accessOf(link)]).toEqual([link, 'isExpert']);
    }
    expect(accessOf('/teacher/course/question/3/0')).toBe('isTeacher');
  });

  it('the bank pages this issue builds are open', () => {
    for (const link of [teacherBankLink(3), '/teacher/course/question/3/12', expertBankLink(3), libraryLink(), studentPreviewLink(3)]) {
      const route = routeOf(link);
      expect([link, route && 'component' in route ? route.component : undefined]).not.toEqual([link, './not-open']);
      expect(route).toBeDefined();
    }
  });
});
