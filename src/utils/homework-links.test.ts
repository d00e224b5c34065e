import routes from '../../config/routes';
import { addQuestionLink, addTaskLink, courseHomeworkLink, homeworkReviewLink, publishTaskLink, taskBankLink, taskDetailLink } from './homework-links';

/** The route of config/routes.ts a link opens (its query left aside), by matching its pattern. */
const routeOf = (link: string) =>
  routes.find((r) => {
    if (!('component' in r) || r.path === '/*') return false;
    return new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(link.split('?')[0]);
  });

describe('links between task bank pages', () => {
  it('carry the course, folder and task where the routes want them', () => {
    expect([taskBankLink(3), addTaskLink(3, 12), addQuestionLink(3, 12, 7), taskDetailLink(7), publishTaskLink(3, 7)]).toEqual([
      '/task-bank/list/3',
      '/task-bank/addTask/courseId/parentId/3/12',
      '/task-bank/addQuestion/courseId/parentId/3/12?taskId=7',
      '/task-bank/taskDetail/taskId/7',
      '/task-bank/publishTask/courseId/taskId/3/7',
    ]);
    expect(homeworkReviewLink(3, 4, 9)).toBe('/teacher/course/task/review/courseId/classId/homeworkId/3/4/9');
  });

  it('every page this issue builds is open, to teachers', () => {
    for (const link of [taskBankLink(3), addTaskLink(3, 0), addQuestionLink(3, 0, 7), taskDetailLink(7), publishTaskLink(3, 7), courseHomeworkLink(3)]) {
      const route = routeOf(link);
      expect([link, route && 'component' in route ? route.component : undefined]).not.toEqual([link, './not-open']);
      expect([link, route?.access]).toEqual([link, link.startsWith('/teacher') ? 'isTeacher' : 'canTeach']);
    }
    expect(routeOf(homeworkReviewLink(3, 4, 9))).toBeDefined();
  });
});
