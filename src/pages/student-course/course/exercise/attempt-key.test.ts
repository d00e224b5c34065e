import { SubmitPracticeBody } from '@contract/practice';
import { newAttemptKey } from './attempt-key';

const KEY = /^[A-Za-z0-9]{32}$/;
const valid = (attemptKey: string) => SubmitPracticeBody.safeParse({ clazzId: 1, exerciseId: 1, answer: {}, attemptKey }).success;

describe('the attemptKey of a submission', () => {
  const crypto = globalThis.crypto;
  afterEach(() => Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true, writable: true }));

  it('is 32 letters and digits the contract accepts, new each time', () => {
    const keys = Array.from({ length: 50 }, newAttemptKey);
    expect(keys.every((k) => KEY.test(k) && valid(k))).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });

  it('is made without randomUUID (plain http) and without crypto at all', () => {
    const getRandomValues = jest.fn((bytes: Uint8Array) => bytes.fill(7));
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues }, configurable: true, writable: true });
    expect(newAttemptKey()).toBe('H'.repeat(32));
    expect(getRandomValues).toHaveBeenCalled();
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true, writable: true });
    expect(newAttemptKey()).toMatch(KEY);
  });
});
