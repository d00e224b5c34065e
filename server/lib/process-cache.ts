// What many requests read and few change, kept by a server process for a moment (HTDZ_CACHE_MS): who a signed-in
// caller is (every request needs the user and their roles) and a class's course outline (every student of the class
// opens it). The calls that change them empty the cache of this process at once and, on PostgreSQL, of every other
// server process through NOTIFY (server/app.ts); the time limit bounds what a lost notification could leave stale.

type Entry<T> = { value: T; expires: number };

export class ProcessCache<T> {
  private entries = new Map<number, Entry<T>>();
  /** bumped by every invalidation: a load that started before one must not store what it read */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  /** The cached value, or the loader's (stored unless something changed users while it ran). */
  async get(userId: number, load: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const hit = this.entries.get(userId);
    if (hit && hit.expires > now) return hit.value;
    const startedAt = this.generation;
    const value = await load();
    if (this.ttlMs > 0 && startedAt === this.generation) {
      // oldest first: a Map iterates in insertion order
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      this.entries.delete(userId);
      this.entries.set(userId, { value, expires: now + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
