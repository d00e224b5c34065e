import type { FastifyInstance } from 'fastify';
import { createStorage } from '../storage';
import authRoutes from './auth/routes';
import chapterRoutes from './chapters/routes';
import classRoutes from './classes/routes';
import courseRoutes from './courses/routes';
import examRoutes from './exams/routes';
import exerciseRoutes from './exercises/routes';
import feedbackRoutes from './feedback/routes';
import fileRoutes from './files/routes';
import homeRoutes from './home/routes';
import homeworkRoutes from './homework/routes';
import knowledgeRoutes from './knowledge/routes';
import labRoutes from './lab/routes';
import noticeRoutes from './notices/routes';
import practiceRoutes from './practice/routes';
import ruleRoutes from './rules/routes';
import sceneRoutes from './scenes/routes';
import statisRoutes from './statis/routes';
import studyStatsRoutes from './study/stats.routes';
import studyRoutes from './study/routes';
import sysRoutes from './sys/routes';
import taskRoutes from './tasks/routes';

/** Every module's routes, under /htdz. */
export async function registerModules(app: FastifyInstance) {
  app.decorate('storage', createStorage(app.config));
  await app.register(authRoutes);
  await app.register(sysRoutes);
  await app.register(noticeRoutes);
  await app.register(ruleRoutes);
  await app.register(feedbackRoutes);
  await app.register(homeRoutes);
  await app.register(fileRoutes);
  await app.register(sceneRoutes);
  await app.register(courseRoutes);
  await app.register(chapterRoutes);
  await app.register(knowledgeRoutes);
  await app.register(exerciseRoutes);
  await app.register(taskRoutes);
  await app.register(classRoutes);
  await app.register(studyRoutes);
  await app.register(practiceRoutes);
  await app.register(homeworkRoutes);
  await app.register(examRoutes);
  await app.register(studyStatsRoutes);
  await app.register(statisRoutes);
  await app.register(labRoutes);
}
