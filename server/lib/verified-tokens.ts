// Sign-in tokens this process has already verified, by their exact text, until they expire. Every signed-in request
// carries one, and the same one again and again: checking its signature each time (or fast-jwt's own cache, which
// keys by a SHA-256 of the token) cost a cached call about a tenth of its time. A different text, a tampered one
// included, misses and is verified in full. Revocation is not this cache's concern: the token version is checked
// against the session on every request (server/lib/require-auth.ts).

export class VerifiedTokens<Claims extends { exp: number }> {
  private entries = new Map<string, Claims>();

  constructor(
    /** verifies a token in full; throws when it is not valid */
    private readonly verify: (token: string) => Claims,
    private readonly maxEntries = 20_000,
  ) {}

  /** The token's claims; throws what `verify` throws for a token that is not (or no longer) valid. */
  claimsOf(token: string, nowMs = Date.now()): Claims {
    const known = this.entries.get(token);
    if (known && known.exp * 1000 > nowMs) return known;
    if (known) this.entries.delete(token);
    const claims = this.verify(token);
    // oldest first: a Map iterates in insertion order
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, claims);
    return claims;
  }

  get size(): number {
    return this.entries.size;
  }
}
