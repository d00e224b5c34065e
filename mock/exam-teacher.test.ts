/**
 * @jest-environment node
 */
// The exam teacher mocks keep the server's rule on changing a publication: the shuffling is fixed once students
// have started (mock/_exam-data.ts: publication 1 has started attempts, publication 3 none).
import { SHUFFLING_FIXED } from '@contract/exam';
import { examState } from './_exam-data';
import mocks from './exam-teacher';

type Env = { success: boolean; message: string; obj: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
const teacher = { authorization: 'Bearer mock-token-teacher' };

function call(key: keyof typeof mocks, body: unknown): Env {
  let answer: Env | undefined;
  (mocks[key] as (q: unknown, s: unknown) => void)({ body, headers: teacher }, { json: (b: Env) => (answer = b), setHeader: () => undefined, send: () => undefined });
  return answer!;
}
/** publication `examClassId` as stored, with its shuffling as given (the rest unchanged but the duration: 90) */
function update(examClassId: number, shuffle: { shuffleQuestions?: boolean; shuffleOptions?: boolean } = {}): Env {
  const ec = examState().examClasses.find((x) => x.examClassId === examClassId)!;
  const { startAt, endAt, shuffleQuestions, shuffleOptions, showScore, showAnswer } = ec;
  return call('POST /htdz/exam/class/update', {
    examClassId,
    settings: { startAt, endAt, durationMinutes: 90, shuffleQuestions, shuffleOptions, showScore, showAnswer, ...shuffle },
  });
}
const flipped = (examClassId: number, key: 'shuffleQuestions' | 'shuffleOptions') => ({
  [key]: !examState().examClasses.find((x) => x.examClassId === examClassId)![key],
});

beforeEach(() => {
  delete (globalThis as { __htdzMockExams?: unknown }).__htdzMockExams;
});

it('changes the shuffling of a publication nobody has started', () => {
  const change = flipped(3, 'shuffleQuestions');
  expect(update(3, change)).toMatchObject({ success: true, obj: change });
});

it('refuses to change the shuffling once students have started, but still changes the rest', () => {
  for (const key of ['shuffleQuestions', 'shuffleOptions'] as const) {
    expect(update(1, flipped(1, key))).toMatchObject({ success: false, message: SHUFFLING_FIXED });
  }
  expect(update(1)).toMatchObject({ success: true, obj: { durationMinutes: 90 } });
});
