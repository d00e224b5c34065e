// Where the task bank's pages live (config/routes.ts): the bank and its task pages without the layout
// (/task-bank/...), the course's published homework and its review inside the layout (/teacher/course/task/...).

/** The course's task bank. */
export const taskBankLink = (courseId: number) => `/task-bank/list/${courseId}`;
/** A new task in a folder (0: the bank's root). */
export const addTaskLink = (courseId: number, parentId: number) => `/task-bank/addTask/courseId/parentId/${courseId}/${parentId}`;
/** Picking the questions of a task. */
export const addQuestionLink = (courseId: number, parentId: number, taskId: number) =>
  `/task-bank/addQuestion/courseId/parentId/${courseId}/${parentId}?taskId=${taskId}`;
export const taskDetailLink = (taskId: number) => `/task-bank/taskDetail/taskId/${taskId}`;
export const publishTaskLink = (courseId: number, taskId: number) => `/task-bank/publishTask/courseId/taskId/${courseId}/${taskId}`;
/** The course's published homework across its classes. */
export const courseHomeworkLink = (courseId: number) => `/teacher/course/task/${courseId}`;
/** The submissions of one homework, for review. */
export const homeworkReviewLink = (courseId: number, classId: number, homeworkId: number) =>
  `/teacher/course/task/review/courseId/classId/homeworkId/${courseId}/${classId}/${homeworkId}`;
/** Back from the bank: the course's overview. */
export const courseViewLink = (courseId: number) => `/course/view/${courseId}`;
