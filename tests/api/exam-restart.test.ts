// The server process killed in the middle of an exam (SIGKILL, nothing flushed on the way out) and started again on
// the same database: the student's attempt, its deadline, their order and every acknowledged answer are there, and the
// exam goes on to a graded hand-in. Real processes on a real database (an on-disk PGlite, or PostgreSQL in CI).
import { type DemoProcess, startDemoExam, startDemoProcess } from './demo-process';

describe('the server process killed in the middle of an exam', () => {
  let p: DemoProcess;

  beforeAll(async () => {
    p = await startDemoProcess();
  }, 120_000);

  afterAll(async () => {
    await p?.dispose();
  });

  it('keeps the attempt, its deadline, the order and every acknowledged answer; the exam goes on', async () => {
    const { api } = p;
    const { token, examClassId, paper: before } = await startDemoExam(api);
    const byType = (type: string) => before.questions.find((q) => q.exercise.type === type)!;
    const single = byType('single');
    const query = before.questions.find((q) => q.exercise.stem.includes('年龄小于 20'))!;
    const saved = await api.saveExamAnswers(
      {
        body: {
          examClassId: examClassId,
          answers: [
            { questionId: single.questionId, answer: { choices: ['B'] }, seq: 5 },
            { questionId: query.questionId, answer: { sql: 'SELECT sno, sname FROM student WHERE sage < 20;' }, seq: 5 },
          ],
        },
      },
      { token },
    );
    expect(saved.obj.saved.every((x) => x.applied)).toBe(true);

    await p.server.stop('SIGKILL');
    await p.restart();

    // the token outlives the process: the signing secret is the platform's, not the process's
    const after = await api.examPaper({ params: { examClassId } }, { token });
    expect(after.obj).toMatchObject({ scoreId: before.scoreId, deadline: before.deadline, startedAt: before.startedAt, canEdit: true });
    expect(after.obj.questions.map((q) => q.questionId)).toEqual(before.questions.map((q) => q.questionId));
    expect(after.obj.answers.map((a) => [a.questionId, a.answer, a.seq]).sort()).toEqual(
      [
        [single.questionId, { choices: ['B'] }, 5],
        [query.questionId, { sql: 'SELECT sno, sname FROM student WHERE sage < 20;' }, 5],
      ].sort(),
    );
    // a second start is the same attempt
    expect((await api.startExam({ body: { examClassId: examClassId } }, { token })).obj.scoreId).toBe(before.scoreId);

    const judge = byType('judge');
    const more = await api.saveExamAnswers(
      { body: { examClassId: examClassId, answers: [{ questionId: judge.questionId, answer: { judge: false }, seq: 6 }] } },
      { token },
    );
    expect(more.obj.saved[0]).toMatchObject({ applied: true });
    const done = await api.submitExam({ body: { examClassId: examClassId } }, { token });
    // B (10) + the query (30) + false (10), shown on hand-in
    expect(done.obj).toMatchObject({ state: 'submitted', scoreReleased: true, score: 50 });
  }, 180_000);
});
