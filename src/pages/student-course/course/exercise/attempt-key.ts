// The attemptKey of a submission (contract SubmitPracticeBody): made once per 提交 click, so a request the network
// layer sends again is graded and recorded once, while a new click is a new attempt.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 characters of [A-Za-z0-9]. */
export function newAttemptKey(): string {
  const c = typeof globalThis.crypto === 'object' ? globalThis.crypto : undefined;
  // randomUUID exists only in secure contexts (https, localhost); a campus server on plain http lacks it
  if (typeof c?.randomUUID === 'function') return c.randomUUID().replace(/-/g, '');
  const bytes = new Uint8Array(32);
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  // 256 % 62 leaves a slight bias, harmless for a key that only has to be unique
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
