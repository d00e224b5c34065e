// Where scene pages live. Each area keeps its own links: teachers stay under /scene and /course/scene/view, experts
// under /expert, and the student preview opens scenes read-only through the course view page.

export type SceneArea = 'teacher' | 'expert' | 'student';
type SceneRef = { sceneId: number; courseId: number | null };

export type SceneLinks = {
  /** a course's scene list, or the public library for null */
  list: (courseId: number | null) => string;
  create: (courseId: number | null) => string;
  update: (scene: SceneRef) => string;
  view: (sceneId: number) => string;
};

const teacher: SceneLinks = {
  // teachers reach the public library from a course's list (its second tab)
  list: (courseId) => (courseId === null ? '/home' : `/scene/list/${courseId}`),
  create: (courseId) => `/scene/create/${courseId}`,
  update: ({ sceneId, courseId }) => (courseId === null ? teacher.view(sceneId) : `/scene/update/${courseId}/${sceneId}`),
  view: (sceneId) => `/course/scene/view/${sceneId}`,
};

const expert: SceneLinks = {
  list: (courseId) => (courseId === null ? '/expert/public_library/scene' : `/expert/course/scene/${courseId}`),
  create: (courseId) => (courseId === null ? '/expert/public_library/scene/create' : `/expert/course/${courseId}/scene/create`),
  update: ({ sceneId, courseId }) =>
    courseId === null ? `/expert/public_library/scene/${sceneId}/update` : `/expert/course/${courseId}/scene/${sceneId}/update`,
  view: (sceneId) => `/expert/publicLib/scene/view/${sceneId}`,
};

const student: SceneLinks = {
  ...teacher,
  list: (courseId) => (courseId === null ? '/home' : `/student/course/scene/${courseId}`),
};

export const SCENE_LINKS: Record<SceneArea, SceneLinks> = { teacher, expert, student };
