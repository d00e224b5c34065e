import routes from '../../config/routes';
import { classExamReportLink, examExerciseLink, examInfoLink, examListLink, examReportLink } from './exam-links';

/** The route of config/routes.ts a link opens, by matching its pattern. */
const routeOf = (link: string) =>
  routes.find((r) => {
    if (!('component' in r) || r.path === '/*') return false;
    return new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(link);
  });

describe('links between the teacher’s exam pages', () => {
  it('carry the course, paper, class and exam-class where the routes want them', () => {
    expect([examListLink(3), examInfoLink(3, 7), examExerciseLink(3, 7), examReportLink(3, 12), classExamReportLink(4, 3, 12)]).toEqual([
      '/teacher/course/3/exam',
      '/teacher/course/3/exam/7/info',
      '/teacher/course/3/exam/7/exercise',
      '/teacher/course/3/exam/report/12',
      '/teacher/sclass/4/course/3/exam/report/12',
    ]);
  });

  it('each opens its page, to teachers', () => {
    const components = [examListLink(3), examInfoLink(3, 7), examExerciseLink(3, 7), examReportLink(3, 12), classExamReportLink(4, 3, 12)].map((link) => {
      const route = routeOf(link);
      expect([link, route?.access]).toEqual([link, 'isTeacher']);
      return route && 'component' in route ? route.component : undefined;
    });
    expect(components).toEqual(['./exam-teacher/list', './exam-teacher/info', './exam-teacher/exercise', './exam-report/report', './exam-report/report']);
  });
});
