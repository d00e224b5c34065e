// Where the student's homework pages live (config/routes.ts; 'answser' is the route's own spelling).
import { STU_LINKS } from './study';

export const TASK_STU_LINKS = {
  /** the course's homework list, inside the study pages */
  list: STU_LINKS.task,
  answer: (studentId: number, homeworkId: number) => `/task-stu/answser/studentId/homeworkId/${studentId}/${homeworkId}`,
  detail: (studentId: number, homeworkId: number) => `/task-stu/detail/studentId/homeworkId/${studentId}/${homeworkId}`,
};
