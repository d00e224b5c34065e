// Where the lab pages live (config/routes.ts); the student's images and start page are in STU_LINKS
// (src/utils/study.ts).

/** The images offered to a course, for its teachers. */
export const labImagesLink = (courseId: number) => `/teacher/images/${courseId}`;

/** A teacher trying a lab of their course as themselves in their active role (the server compares both with the session). */
export const teacherLabStartLink = (courseId: number, code: string, roleId: number, imageId?: number) =>
  `/teacher/start/${courseId}/${encodeURIComponent(code)}/${roleId}${imageId === undefined ? '' : `?imageId=${imageId}`}`;

/** The course's running containers, for its teachers; `open` opens that container's terminal at once. */
export const labContainersLink = (courseId: number, open?: number) => `/teacher/container/${courseId}${open === undefined ? '' : `?open=${open}`}`;

/** A student's own container of the course, in the class and role they started it from. */
export const stuContainerLink = (courseId: number, clazzId: number, studentCode: string, roleId: number) =>
  `/stu/container/${courseId}/${encodeURIComponent(studentCode)}/${roleId}/${clazzId}`;
