// A graceful shutdown in the middle of an autosave storm: SIGTERM while a student's exam saves are in flight. The saves
// already taken are answered (not cut off), the process exits 0, and after a start on the same database every save
// the server acknowledged is there. A real process on a real database (an on-disk PGlite, or PostgreSQL in CI).
import { type DemoProcess, startDemoExam, startDemoProcess } from './demo-process';

const SAVES = 60;

describe('SIGTERM during an autosave storm', () => {
  let p: DemoProcess;

  beforeAll(async () => {
    p = await startDemoProcess();
  }, 120_000);

  afterAll(async () => {
    await p?.dispose();
  });

  it('answers the saves it took, exits 0, and keeps every acknowledged one', async () => {
    const { api } = p;
    const { token, examClassId, paper } = await startDemoExam(api);
    const fill = paper.questions.find((q) => q.exercise.type === 'fill')!;
    expect(fill).toBeDefined();

    // each save a new text with a higher sequence number: the last acknowledged one must be what is kept
    const answered: { seq: number; ok: boolean; at: number }[] = [];
    const saves = Array.from({ length: SAVES }, (_, i) =>
      api
        .saveExamAnswers(
          {
            body: {
              examClassId: examClassId,
              answers: [{ questionId: fill.questionId, answer: { blanks: [`第 ${i + 1} 次`] }, seq: i + 1 }],
            },
          },
          { token },
        )
        .then(
          (r) => answered.push({ seq: i + 1, ok: r.success && r.obj.saved.every((x) => x.applied), at: performance.now() }),
          () => answered.push({ seq: i + 1, ok: false, at: performance.now() }),
        ),
    );
    // the signal as soon as the first save is answered: the rest are in flight or queued behind it
    while (answered.length === 0) await new Promise((r) => setTimeout(r, 1));
    const signalled = performance.now();
    const exit = p.server.stop('SIGTERM');
    await Promise.all(saves);
    expect(await exit).toBe(0);

    const acknowledged = answered.filter((a) => a.ok);
    // requests already taken were finished and answered after the signal, not dropped
    expect(acknowledged.some((a) => a.at > signalled)).toBe(true);
    const lastAcked = Math.max(...acknowledged.map((a) => a.seq));

    await p.restart();
    const again = (await api.examPaper({ params: { examClassId } }, { token })).obj;
    const kept = again.answers.find((a) => a.questionId === fill.questionId)!;
    // every acknowledged save is there: what is kept is at least the last one acknowledged (a later one may have been
    // written with its answer lost on the way)
    expect(kept.seq).toBeGreaterThanOrEqual(lastAcked);
    expect(kept.answer).toEqual({ blanks: [`第 ${kept.seq} 次`] });
  }, 120_000);
});
