// Where the teacher's lab pages live (config/routes.ts); the student's are in STU_LINKS (src/pages/stu/course/components/rules.ts).

/** The images offered to a course, for its teachers. */
export const labImagesLink = (courseId: number) => `/teacher/images/${courseId}`;
