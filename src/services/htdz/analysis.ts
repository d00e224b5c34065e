// Item analysis 题目分析 of an exam-class or a homework, and a class's knowledge-point mastery heat map
// (contract/analysis.ts).
import { htdzClient } from './client';
import { analysisRoutes } from './routes/analysis';

const api = htdzClient(analysisRoutes);

/** Each question of the exam-class over the handed-in attempts: difficulty, discrimination, options. */
export async function getExamAnalysis(examClassId: number) {
  return api.examAnalysis({ params: { examClassId } });
}

/** Each question of the homework over the handed-in submissions. */
export async function getHomeworkAnalysis(homeworkId: number) {
  return api.homeworkAnalysis({ params: { homeworkId } });
}

/** Every student's share of points per knowledge point over the class's handed-in homework and exams. */
export async function getClassMastery(sclassId: number) {
  return api.classMastery({ params: { sclassId } });
}
