// The text of every area but the shell: one chunk that loads before any page other than login renders (see
// ../zh-CN.ts). Keys are flat and unique across areas ('area.page.thing').
import chapter from './chapter';
import course from './course';
import examReport from './exam-report';
import examStudent from './exam-student';
import examTeacher from './exam-teacher';
import exercise from './exercise';
import exerciseForm from './exercise-form';
import homeworkStu from './homework-stu';
import homeworkReview from './homework-review';
import knowledge from './knowledge';
import lab from './lab';
import library from './library';
import pages from './pages';
import practice from './practice';
import scene from './scene';
import classes from './classes';
import classStats from './class-stats';
import stats from './stats';
import stu from './stu';
import sys from './sys';
import task from './task';

export default {
  ...sys,
  ...pages,
  ...scene,
  ...course,
  ...chapter,
  ...knowledge,
  ...classes,
  ...stats,
  ...classStats,
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
  ...library,
};
