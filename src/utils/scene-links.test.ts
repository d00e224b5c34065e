import routes from '../../config/routes';
import { SCENE_LINKS } from './scene-links';

/** The route of config/routes.ts a link opens, by matching its pattern. */
const routeOf = (link: string) =>
  routes.find((r) => {
    if (!('component' in r) || r.path === '/*') return false;
    const pattern = new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(link);
  });

describe('links between scene pages', () => {
  const scene = { sceneId: 7, courseId: 3 };
  const publicScene = { sceneId: 8, courseId: null };

  it('teachers stay on the teacher pages', () => {
    const l = SCENE_LINKS.teacher;
    expect([l.list(3), l.create(3), l.update(scene), l.view(7)]).toEqual(['/scene/list/3', '/scene/create/3', '/scene/update/3/7', '/course/scene/view/7']);
    // a public scene is no teacher's to edit: its link is its view
    expect(l.update(publicScene)).toBe('/course/scene/view/8');
  });

  it('experts stay under /expert, course templates and the public library apart', () => {
    const l = SCENE_LINKS.expert;
    expect([l.list(3), l.create(3), l.update(scene)]).toEqual(['/expert/course/scene/3', '/expert/course/3/scene/create', '/expert/course/3/scene/7/update']);
    expect([l.list(null), l.create(null), l.update(publicScene), l.view(8)]).toEqual([
      '/expert/public_library/scene',
      '/expert/public_library/scene/create',
      '/expert/public_library/scene/8/update',
      '/expert/publicLib/scene/view/8',
    ]);
  });

  it('the student preview lists under /student and views through the course view', () => {
    expect(SCENE_LINKS.student.list(3)).toBe('/student/course/scene/3');
    expect(SCENE_LINKS.student.view(7)).toBe('/course/scene/view/7');
  });

  it('every link opens a scene page of the route table, with the access of its area', () => {
    const links = [
      ...['teacher', 'student'].flatMap((a) => {
        const l = SCENE_LINKS[a as 'teacher'];
        return [l.list(3), l.create(3), l.update(scene), l.view(7)].map((link) => [link, 'canTeach'] as const);
      }),
      ...[3, null].flatMap((c) => {
        const l = SCENE_LINKS.expert;
        return [l.list(c), l.create(c), l.update({ sceneId: 7, courseId: c }), l.view(7)].map((link) => [link, 'isExpert'] as const);
      }),
    ];
    for (const [link, access] of links) {
      const route = routeOf(link);
      expect([link, route && 'component' in route ? route.component : undefined]).not.toEqual([link, './not-open']);
      expect([link, route?.access]).toEqual([link, access]);
    }
  });
});
