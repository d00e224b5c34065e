// Where the teacher's exam pages live (config/routes.ts): a course's papers, a paper's info and questions, and the
// report of one publication (exam-class), reached from the course or from the class.

/** The course's exam papers. */
export const examListLink = (courseId: number) => `/teacher/course/${courseId}/exam`;
/** A paper's name, rules and duration, and its publications. */
export const examInfoLink = (courseId: number, examId: number) => `/teacher/course/${courseId}/exam/${examId}/info`;
/** A paper's questions and scores. */
export const examExerciseLink = (courseId: number, examId: number) => `/teacher/course/${courseId}/exam/${examId}/exercise`;
/** The report of an exam-class, from the course's pages. */
export const examReportLink = (courseId: number, examClassId: number) => `/teacher/course/${courseId}/exam/report/${examClassId}`;
/** The report of an exam-class, from the class's pages. */
export const classExamReportLink = (sclassId: number, courseId: number, examClassId: number) =>
  `/teacher/sclass/${sclassId}/course/${courseId}/exam/report/${examClassId}`;
