import { VerifiedTokens } from './verified-tokens';

type Claims = { sub: number; exp: number };
const START = 1_800_000_000_000;
/** every token below expires a minute after START */
const EXP = START / 1000 + 60;

/** A verifier like the JWT one: "valid-<sub>" tokens are signed right, and refused from their expiry on. */
function tokensAt(clock: { ms: number }, maxEntries?: number) {
  const verify = jest.fn((token: string): Claims => {
    const m = /^valid-(\d+)$/.exec(token);
    if (!m) throw new Error('bad signature');
    if (EXP * 1000 <= clock.ms) throw new Error('expired');
    return { sub: Number(m[1]), exp: EXP };
  });
  const tokens = new VerifiedTokens(verify, maxEntries);
  return { verify, tokens, claimsOf: (t: string) => tokens.claimsOf(t, clock.ms) };
}

describe('VerifiedTokens', () => {
  it('verifies a token once and answers its claims from memory afterwards', () => {
    const clock = { ms: START };
    const { verify, claimsOf } = tokensAt(clock);
    expect(claimsOf('valid-7')).toEqual({ sub: 7, exp: EXP });
    clock.ms += 30_000;
    expect(claimsOf('valid-7')).toEqual({ sub: 7, exp: EXP });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it('a different text, a tampered one included, is verified in full and refused', () => {
    const { verify, tokens, claimsOf } = tokensAt({ ms: START });
    claimsOf('valid-7');
    expect(() => claimsOf('valid-7x')).toThrow('bad signature');
    expect(verify).toHaveBeenCalledTimes(2);
    expect(tokens.size).toBe(1);
  });

  it('from its expiry on, a remembered token is verified again, refused, and forgotten', () => {
    const clock = { ms: START };
    const { verify, tokens, claimsOf } = tokensAt(clock);
    claimsOf('valid-7');
    clock.ms = EXP * 1000 - 1;
    expect(claimsOf('valid-7')).toMatchObject({ sub: 7 });
    clock.ms = EXP * 1000;
    expect(() => claimsOf('valid-7')).toThrow('expired');
    expect(verify).toHaveBeenCalledTimes(2);
    expect(tokens.size).toBe(0);
  });

  it('keeps at most maxEntries, forgetting the oldest', () => {
    const { verify, tokens, claimsOf } = tokensAt({ ms: START }, 2);
    for (const t of ['valid-1', 'valid-2', 'valid-3']) claimsOf(t);
    expect(tokens.size).toBe(2);
    claimsOf('valid-3');
    claimsOf('valid-2');
    expect(verify).toHaveBeenCalledTimes(3);
    claimsOf('valid-1');
    expect(verify).toHaveBeenCalledTimes(4);
  });
});
