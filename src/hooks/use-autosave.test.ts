// The autosave of homework answers: one batch within 2 s of a change, seq counting up from what was loaded, retries
// with backoff while the answers wait in localStorage, newer answers from elsewhere reported, refusals stopping it.
import { act, renderHook } from '@testing-library/react';
import type { SavedAnswer } from '@contract/homework';
import { SaveHomeworkBody } from '@contract/homework';
import { useAutosave, type AutosaveOptions } from './use-autosave';
import { nextSeq, SaveRefused, type SaveItem, type SaveOutcome } from '@/utils/answer-save';
import { readAnswerDraft } from '@/utils/answer-draft';

const KEY = 'htdz.homeworkDraft.4.12';
const QUESTIONS = [
  { questionId: 601, type: 'single' as const },
  { questionId: 602, type: 'judge' as const },
  { questionId: 605, type: 'short' as const },
];
const T0 = Date.parse('2025-03-10T08:00:00.000Z');

/** A server that applies every answer newer than what it holds. */
function server(held: Record<number, number> = {}) {
  return jest.fn(
    async (answers: SaveItem[]): Promise<SaveOutcome> => ({
      saved: answers.map((a) => {
        const applied = a.seq > (held[a.questionId] ?? 0);
        if (applied) held[a.questionId] = a.seq;
        return { questionId: a.questionId, applied, seq: held[a.questionId], savedAt: new Date().toISOString() };
      }),
      serverNow: new Date().toISOString(),
    }),
  );
}

function setup(more: Partial<AutosaveOptions> = {}) {
  const save = (more.save as jest.Mock | undefined) ?? server();
  const props: AutosaveOptions = { questions: QUESTIONS, saved: [], draftKey: KEY, enabled: true, save, ...more };
  const hook = renderHook((p: AutosaveOptions) => useAutosave(p), { initialProps: props });
  return { ...hook, save, props };
}
/** Lets the timers run `ms` on, and the promises they start settle. */
const wait = async (ms: number) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => undefined);
};
const sent = (save: jest.Mock, call = 0): SaveItem[] => save.mock.calls[call][0];

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  window.localStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('batching', () => {
  it('sends the changed questions together 800 ms after the last change, each with a seq the contract takes', async () => {
    const { result, save } = setup();
    act(() => result.current.change(601, { choices: ['B'] }));
    await wait(300);
    act(() => result.current.change(602, { judge: false }));
    expect(result.current.status).toBe('saving');
    await wait(700);
    expect(save).not.toHaveBeenCalled();
    await wait(100);
    expect(save).toHaveBeenCalledTimes(1);
    expect(sent(save).map((a) => a.questionId)).toEqual([601, 602]);
    expect(SaveHomeworkBody.safeParse({ studentId: 4, homeworkId: 12, answers: sent(save) }).success).toBe(true);
    expect(result.current.status).toBe('saved');
    expect(result.current.unsaved).toBe(false);
  });

  it('never waits more than 2 s while the student keeps typing', async () => {
    const { result, save } = setup();
    for (let i = 1; i <= 5; i += 1) {
      act(() => result.current.change(605, { text: '原子性'.slice(0, i) }));
      await wait(500);
    }
    // changes at 0, 500, 1000, 1500, 2000 ms: the first unsent one is 2 s old at 2000 ms
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0][0]).toHaveLength(1);
  });

  it('a change while a save is on its way goes in the next batch, with a higher seq', async () => {
    let answer: (v: SaveOutcome) => void = () => undefined;
    const save = jest.fn(() => new Promise<SaveOutcome>((resolve) => (answer = resolve)));
    const { result } = setup({ save });
    act(() => result.current.change(601, { choices: ['A'] }));
    await wait(800);
    act(() => result.current.change(601, { choices: ['C'] }));
    await wait(2000);
    expect(save).toHaveBeenCalledTimes(1);
    await act(async () =>
      answer({ saved: [{ questionId: 601, applied: true, seq: sent(save)[0].seq, savedAt: new Date().toISOString() }], serverNow: new Date().toISOString() }),
    );
    await wait(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(sent(save, 1)[0]).toMatchObject({ questionId: 601, answer: { choices: ['C'] } });
    expect(sent(save, 1)[0].seq).toBeGreaterThan(sent(save, 0)[0].seq);
  });
});

describe('seq ordering', () => {
  it('is the clock, but always above the last seq known', () => {
    expect(nextSeq(undefined, T0)).toBe(T0);
    expect(nextSeq(5, T0)).toBe(T0);
    expect(nextSeq(T0 + 60_000, T0)).toBe(T0 + 60_001);
  });

  it('counts up from the loaded answer when another device saved it with a later clock', async () => {
    const saved: SavedAnswer[] = [{ questionId: 601, answer: { choices: ['A'] }, seq: T0 + 3_600_000, savedAt: new Date(T0).toISOString() }];
    const { result, save } = setup({ saved });
    expect(result.current.answers[601]).toEqual({ choices: ['A'] });
    act(() => result.current.change(601, { choices: ['B'] }));
    await wait(800);
    act(() => result.current.change(601, { choices: ['D'] }));
    await wait(800);
    expect(sent(save, 0)[0].seq).toBe(T0 + 3_600_001);
    expect(sent(save, 1)[0].seq).toBe(T0 + 3_600_002);
  });
});

describe('failures', () => {
  it('keeps the answers in localStorage, retries with growing delays, and clears the draft once saved', async () => {
    const ok = server();
    const save = jest.fn().mockRejectedValueOnce(new Error('Network Error')).mockRejectedValueOnce(new Error('Network Error')).mockImplementation(ok);
    const { result } = setup({ save });
    act(() => result.current.change(605, { text: '原子性、一致性' }));
    expect(readAnswerDraft(KEY).get(605)?.answer).toEqual({ text: '原子性、一致性' });
    await wait(800);
    expect(result.current.status).toBe('error');
    await wait(999);
    expect(save).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(save).toHaveBeenCalledTimes(2);
    // the second retry waits longer
    await wait(1999);
    expect(save).toHaveBeenCalledTimes(2);
    await wait(1);
    expect(save).toHaveBeenCalledTimes(3);
    expect(result.current.status).toBe('saved');
    expect(readAnswerDraft(KEY).size).toBe(0);
    // each try had its own, higher seq
    expect(sent(save, 2)[0].seq).toBeGreaterThan(sent(save, 0)[0].seq);
  });

  it('a draft left by a failed save comes back on the next load and is sent', async () => {
    const first = setup({ save: jest.fn().mockRejectedValue(new Error('Network Error')) });
    act(() => first.result.current.change(602, { judge: true }));
    first.unmount();
    jest.advanceTimersByTime(60_000);
    const save = server();
    const { result } = setup({ save, saved: [{ questionId: 602, answer: { judge: false }, seq: T0 - 1000, savedAt: new Date(T0 - 1000).toISOString() }] });
    expect(result.current.restored).toEqual([602]);
    expect(result.current.answers[602]).toEqual({ judge: true });
    await wait(800);
    expect(sent(save)).toEqual([expect.objectContaining({ questionId: 602, answer: { judge: true } })]);
  });

  it('a draft older than the answer the server holds (saved elsewhere since) is not restored', () => {
    window.localStorage.setItem(KEY, JSON.stringify({ answers: { 602: { answer: { judge: true }, at: T0 - 5000 } } }));
    const { result } = setup({ saved: [{ questionId: 602, answer: { judge: false }, seq: T0 - 1000, savedAt: new Date(T0).toISOString() }] });
    expect(result.current.restored).toEqual([]);
    expect(result.current.answers[602]).toEqual({ judge: false });
  });

  it('a refusal the page judges final stops saving; the draft stays', async () => {
    const save = jest.fn().mockRejectedValue(new SaveRefused('作业已截止，答案不能再保存', 'CONFLICT'));
    const onRefused = jest.fn(async () => true);
    const { result } = setup({ save, onRefused });
    act(() => result.current.change(601, { choices: ['B'] }));
    await wait(800);
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ message: '作业已截止，答案不能再保存' }));
    expect(result.current.status).toBe('stopped');
    await wait(60_000);
    expect(save).toHaveBeenCalledTimes(1);
    act(() => result.current.change(601, { choices: ['C'] }));
    expect(result.current.answers[601]).toEqual({ choices: ['B'] });
    expect(readAnswerDraft(KEY).get(601)?.answer).toEqual({ choices: ['B'] });
  });

  it('a refusal the page does not judge final is retried', async () => {
    const save = jest.fn().mockRejectedValueOnce(new SaveRefused('服务繁忙')).mockImplementation(server());
    const { result } = setup({ save, onRefused: () => false });
    act(() => result.current.change(601, { choices: ['B'] }));
    await wait(800);
    expect(result.current.status).toBe('error');
    await wait(1000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.status).toBe('saved');
  });
});

describe('answers from another tab', () => {
  it('applied=false reports a conflict, keeps no draft of it, and a later edit here (newer) is sent above the server seq', async () => {
    const held = { 601: T0 + 10_000 };
    const save = server(held);
    const { result } = setup({ save });
    act(() => result.current.change(601, { choices: ['A'] }));
    await wait(800);
    expect(result.current.conflicts).toEqual([601]);
    expect(readAnswerDraft(KEY).has(601)).toBe(false);
    expect(result.current.unsaved).toBe(false);
    act(() => result.current.change(601, { choices: ['B'] }));
    await wait(800);
    expect(sent(save, 1)[0].seq).toBe(T0 + 10_001);
    expect(result.current.conflicts).toEqual([]);
  });
});

describe('flush and leaving', () => {
  it('flush sends at once and answers whether everything is saved', async () => {
    const save = jest.fn().mockRejectedValueOnce(new Error('Network Error')).mockImplementation(server());
    const { result } = setup({ save });
    act(() => result.current.change(601, { choices: ['B'] }));
    let saved: boolean | undefined;
    await act(async () => {
      saved = await result.current.flush();
    });
    expect(saved).toBe(false);
    await act(async () => {
      saved = await result.current.flush();
    });
    expect(saved).toBe(true);
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('asks before the window closes while changes are unsaved, not after', async () => {
    const { result } = setup();
    const leave = () => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e.defaultPrevented;
    };
    expect(leave()).toBe(false);
    act(() => result.current.change(601, { choices: ['B'] }));
    expect(leave()).toBe(true);
    await wait(800);
    expect(leave()).toBe(false);
  });

  it('read-only sends nothing and takes no changes', async () => {
    const { result, save } = setup({ enabled: false });
    act(() => result.current.change(601, { choices: ['B'] }));
    await wait(5000);
    expect(save).not.toHaveBeenCalled();
    expect(result.current.answers[601]).toBeUndefined();
  });
});
