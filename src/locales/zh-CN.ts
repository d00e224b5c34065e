// All UI text (the interface is Chinese). One file per area under zh-CN/, flat keys 'area.page.thing'.
import chapter from './zh-CN/chapter';
import course from './zh-CN/course';
import examReport from './zh-CN/exam-report';
import examStudent from './zh-CN/exam-student';
import examTeacher from './zh-CN/exam-teacher';
import exercise from './zh-CN/exercise';
import exerciseForm from './zh-CN/exercise-form';
import homeworkStu from './zh-CN/homework-stu';
import homeworkReview from './zh-CN/homework-review';
import knowledge from './zh-CN/knowledge';
import lab from './zh-CN/lab';
import pages from './zh-CN/pages';
import practice from './zh-CN/practice';
import scene from './zh-CN/scene';
import sclass from './zh-CN/sclass';
import shell from './zh-CN/shell';
import statis from './zh-CN/statis';
import stats from './zh-CN/stats';
import stu from './zh-CN/stu';
import sys from './zh-CN/sys';
import task from './zh-CN/task';

export default {
  ...shell,
  ...sys,
  ...pages,
  ...scene,
  ...course,
  ...chapter,
  ...knowledge,
  ...sclass,
  ...stats,
  ...statis,
  ...stu,
  ...exercise,
  ...exerciseForm,
  ...practice,
  ...task,
  ...homeworkStu,
  ...homeworkReview,
  ...examReport,
  ...examTeacher,
  ...examStudent,
  ...lab,
};
