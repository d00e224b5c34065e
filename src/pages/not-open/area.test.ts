import routes from '../../../config/routes';
import { areaOf } from './area';

describe('area of a not-open route', () => {
  it.each([
    ['/edit/chapter/:courseId/:clazzId/:chapterId', 'chapterEdit'],
    ['/edit/preview/:courseId/:clazzId/:chapterId', 'chapterPreview'],
    ['/question-bank/list/:courseId', 'question'],
    ['/expert/course/:courseId/exercise/:exerciseId/update', 'question'],
    ['/scene/update/:courseId/:sceneId', 'scene'],
    ['/expert/publicLib/scene/view/:sceneId', 'scene'],
    ['/task-bank/task/review/duplicate/studentId/otherStudentId/homeworkId/:studentId/:otherStudentId/:homeworkId', 'task'],
    ['/task-stu/answser/studentId/homeworkId/:studentId/:homeworkId', 'taskAnswer'],
    ['/teacher/sclass/:sclassId/course/:courseId/exam/report/:examClassId', 'exam'],
    ['/teacher/stuAnswerView/score/:scoreId', 'exam'],
    ['/teacher/class/:sclassId/student', 'sclass'],
    ['/teacher/sclassList', 'sclass'],
    ['/teacher/class/:sclassId/statis', 'statis'],
    ['/teacher/course/chapter/statis/detail/:courseId/:chapterId/:clazzId/:serialNum/:resourcesId', 'statis'],
    ['/statis/sclassStat', 'statis'],
    ['/expert/course/:courseId/statistics', 'statis'],
    ['/stu/start/:courseId/:studentCode/:roleId/:clazzId', 'lab'],
    ['/teacher/images/:courseId', 'lab'],
    ['/expert/course/:courseId/knowledge', 'knowledge'],
    ['/stu/course/chapter/detail/:courseId/:clazzId/:chapterId', 'chapter'],
    ['/teacher/list', 'course'],
    ['/stu/course', 'course'],
    ['/course/view/:courseId', 'course'],
  ])('%s is %s', (path, area) => {
    expect(areaOf(path)).toBe(area);
  });

  it('names every route that points at the not-open page', () => {
    const open = routes.filter((r) => 'component' in r && r.component === './not-open');
    expect(open.length).toBeGreaterThan(0);
    for (const r of open) expect([r.path, areaOf(r.path)]).not.toEqual([r.path, 'other']);
  });
});
