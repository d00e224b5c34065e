// Dense ids 0, 1, 2 … for fingerprint hashes (52-bit integers in doubles), by open addressing. A Map keyed by
// such numbers is several times slower, and one question of a large class has some 100,000 of them.

export class GramTable {
  private keys: Float64Array;
  private ids: Int32Array;
  private mask: number;
  size = 0;

  constructor(expected: number) {
    let capacity = 16;
    while (capacity < expected * 2) capacity *= 2;
    this.keys = new Float64Array(capacity).fill(-1);
    this.ids = new Int32Array(capacity);
    this.mask = capacity - 1;
  }

  /** The hash's id, given the next free one if it is new. */
  id(hash: number): number {
    if (this.size * 2 >= this.keys.length) this.grow();
    let slot = this.slot(hash);
    while (this.keys[slot] !== -1) {
      if (this.keys[slot] === hash) return this.ids[slot];
      slot = (slot + 1) & this.mask;
    }
    this.keys[slot] = hash;
    this.ids[slot] = this.size;
    return this.size++;
  }

  /** The hash's id, or -1. */
  get(hash: number): number {
    let slot = this.slot(hash);
    while (this.keys[slot] !== -1) {
      if (this.keys[slot] === hash) return this.ids[slot];
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }

  private slot(hash: number): number {
    return (Math.imul((hash >>> 0) ^ Math.floor(hash / 0x100000000), 0x9e3779b1) >>> 0) & this.mask;
  }

  private grow(): void {
    const { keys, ids } = this;
    this.keys = new Float64Array(keys.length * 2).fill(-1);
    this.ids = new Int32Array(keys.length * 2);
    this.mask = this.keys.length - 1;
    for (let s = 0; s < keys.length; s++) {
      if (keys[s] === -1) continue;
      let slot = this.slot(keys[s]);
      while (this.keys[slot] !== -1) slot = (slot + 1) & this.mask;
      this.keys[slot] = keys[s];
      this.ids[slot] = ids[s];
    }
  }
}
