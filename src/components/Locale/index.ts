// Text of the pages by id, from src/locales/zh-CN/<area>.ts; ids are checked by the compiler. A module showing an
// area's text imports that area's file (src/locales/text.ts says why; src/locales/imports.test.ts checks it).
import { type MessageValues, translate } from '../../locales/text';
// the shell's words (common.*) are in the entry anyway; every module showing text may use them
import type { ShellId } from '../../locales/zh-CN/shell';
import '../../locales/zh-CN/shell';
import type chapter from '../../locales/zh-CN/chapter';
import type course from '../../locales/zh-CN/course';
import type ddlDesigner from '../../locales/zh-CN/ddl-designer';
import type examReport from '../../locales/zh-CN/exam-report';
import type examStudent from '../../locales/zh-CN/exam-student';
import type examTeacher from '../../locales/zh-CN/exam-teacher';
import type exercise from '../../locales/zh-CN/exercise';
import type exerciseForm from '../../locales/zh-CN/exercise-form';
import type homeworkStu from '../../locales/zh-CN/homework-stu';
import type homeworkReview from '../../locales/zh-CN/homework-review';
import type knowledge from '../../locales/zh-CN/knowledge';
import type lab from '../../locales/zh-CN/lab';
import type library from '../../locales/zh-CN/library';
import type pages from '../../locales/zh-CN/pages';
import type practice from '../../locales/zh-CN/practice';
import type scene from '../../locales/zh-CN/scene';
import type share from '../../locales/zh-CN/share';
import type classes from '../../locales/zh-CN/classes';
import type classStats from '../../locales/zh-CN/class-stats';
import type stats from '../../locales/zh-CN/stats';
import type stu from '../../locales/zh-CN/stu';
import type sys from '../../locales/zh-CN/sys';
import type task from '../../locales/zh-CN/task';

export type MessageId =
  | ShellId
  | keyof typeof sys
  | keyof typeof task
  | keyof typeof pages
  | keyof typeof scene
  | keyof typeof share
  | keyof typeof course
  | keyof typeof chapter
  | keyof typeof knowledge
  | keyof typeof classes
  | keyof typeof stats
  | keyof typeof classStats
  | keyof typeof stu
  | keyof typeof practice
  | keyof typeof exercise
  | keyof typeof exerciseForm
  | keyof typeof ddlDesigner
  | keyof typeof homeworkStu
  | keyof typeof homeworkReview
  | keyof typeof examReport
  | keyof typeof examTeacher
  | keyof typeof examStudent
  | keyof typeof lab
  | keyof typeof library;
export type { MessageValues };
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t('sys.user.title')`, `t('home.welcome', { name })`. */
export function useT(): Translate {
  return translate;
}
