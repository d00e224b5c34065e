// How long a video is, read from its own bytes (never from what a player or a browser says): the server counts a
// student's watching against it (server/modules/study/service.ts). Only the container is read, no codec:
//
// - MP4 (ISO BMFF): moov > mvhd holds the timescale and the duration (32-bit in version 0, 64-bit in version 1); moov
//   may come after the media data (mdat), which is skipped by its size, also when that is a 64-bit size. A fragmented
//   MP4 whose mvhd says 0 gives its length in moov > mvex > mehd; without that it is unknown here.
// - WebM / Matroska (EBML): Segment > Info > Duration (a float, in TimecodeScale units). A browser's MediaRecorder
//   writes no Duration (and often no sizes for the Segment and its Clusters): then the clusters are walked to the last
//   block, and the length is its time (Cluster Timecode + the block's own), plus its BlockDuration when it has one.
//
// Anything else, anything malformed, and lengths of 0 or over a day answer null: the caller then knows no length.
// Nothing here throws on bad bytes. Reads go through a window (one read per megabyte walked), so a file in storage is
// read in a few large pieces, and only the parts that are needed.

/** Bytes that can be read at any offset: a buffer in memory, or a file in storage (ranges). */
export type ByteSource = {
  size: number;
  /** up to `length` bytes from `start` (fewer at the end) */
  read(start: number, length: number): Promise<Buffer>;
};

export const bufferSource = (buf: Buffer): ByteSource => ({ size: buf.length, read: async (start, length) => buf.subarray(start, start + length) });

/** Longest length believed (seconds): a day, as the watch report accepts. */
export const MAX_MEDIA_SECONDS = 86_400;

const WINDOW = 1024 * 1024;

/** The bytes could not be read (storage failed): unlike bad bytes, worth trying again later. */
export class SourceError extends Error {
  constructor(readonly cause: unknown) {
    super('media bytes could not be read');
  }
}

class Reader {
  private window: Buffer = Buffer.alloc(0);
  private at = 0;

  constructor(private readonly source: ByteSource) {}

  get size() {
    return this.source.size;
  }

  /** Up to `length` bytes from `offset`, from the window when they are in it. */
  async bytes(offset: number, length: number): Promise<Buffer> {
    if (offset < 0 || offset >= this.size) return Buffer.alloc(0);
    const end = Math.min(offset + length, this.size);
    if (offset >= this.at && end <= this.at + this.window.length) return this.window.subarray(offset - this.at, end - this.at);
    try {
      this.window = await this.source.read(offset, Math.min(Math.max(length, WINDOW), this.size - offset));
    } catch (err) {
      throw new SourceError(err);
    }
    this.at = offset;
    return this.window.subarray(0, end - offset);
  }
}

const seconds = (value: number): number | null => (Number.isFinite(value) && value > 0 && value <= MAX_MEDIA_SECONDS ? value : null);

/**
 * The length in seconds of an MP4 or WebM video, or null when its bytes cannot tell. Throws SourceError only when the
 * source failed to give its bytes.
 */
export async function mediaDuration(source: ByteSource, mime: string): Promise<number | null> {
  try {
    const reader = new Reader(source);
    if (mime === 'video/mp4') return await mp4Duration(reader);
    if (mime === 'video/webm') return await webmDuration(reader);
    return null;
  } catch (err) {
    if (err instanceof SourceError) throw err;
    // bytes that are not what they claim: no length
    return null;
  }
}

// ---- MP4 ----------------------------------------------------------------------------------------------------------

type Box = { type: string; start: number; body: number; end: number };

/** The boxes between `start` and `end`, one after the other (sizes 0: to the end, 1: a 64-bit size follows). */
async function* boxes(r: Reader, start: number, end: number): AsyncGenerator<Box> {
  let p = start;
  while (p + 8 <= end) {
    const h = await r.bytes(p, 16);
    if (h.length < 8) return;
    let size = h.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (h.length < 16) return;
      size = Number(h.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) {
      size = end - p;
    }
    if (size < header) return;
    yield { type: h.toString('latin1', 4, 8), start: p, body: p + header, end: Math.min(p + size, end) };
    p += size;
  }
}

async function child(r: Reader, parent: Box, type: string): Promise<Box | null> {
  for await (const b of boxes(r, parent.body, parent.end)) if (b.type === type) return b;
  return null;
}

/** A full box's version and its fields after version and flags. */
async function fullBox(r: Reader, box: Box, length: number): Promise<{ version: number; data: Buffer } | null> {
  const data = await r.bytes(box.body, Math.min(4 + length, box.end - box.body));
  return data.length >= 4 ? { version: data[0]!, data: data.subarray(4) } : null;
}

/** An unsigned 32- or 64-bit field; all ones (the "unknown" of mvhd and mehd) answers null. */
function uint(data: Buffer, offset: number, wide: boolean): number | null {
  if (data.length < offset + (wide ? 8 : 4)) return null;
  if (!wide) {
    const v = data.readUInt32BE(offset);
    return v === 0xffffffff ? null : v;
  }
  const v = data.readBigUInt64BE(offset);
  return v === 0xffffffffffffffffn ? null : Number(v);
}

async function mp4Duration(r: Reader): Promise<number | null> {
  for await (const top of boxes(r, 0, r.size)) {
    if (top.type !== 'moov') continue;
    const mvhd = await child(r, top, 'mvhd');
    if (!mvhd) return null;
    const head = await fullBox(r, mvhd, 28);
    if (!head) return null;
    // version 0: creation, modification (32 bits each), timescale, duration (32); version 1: 64, 64, 32, 64
    const wide = head.version === 1;
    const timescale = uint(head.data, wide ? 16 : 8, false);
    let duration = uint(head.data, wide ? 20 : 12, wide);
    if (!timescale) return null;
    if (!duration) {
      // fragmented: the whole length, when the writer knew it, is in mvex > mehd
      const mvex = await child(r, top, 'mvex');
      const mehd = mvex && (await child(r, mvex, 'mehd'));
      const fragments = mehd && (await fullBox(r, mehd, 8));
      duration = fragments ? uint(fragments.data, 0, fragments.version === 1) : null;
    }
    return duration ? seconds(duration / timescale) : null;
  }
  return null;
}

// ---- WebM / Matroska ----------------------------------------------------------------------------------------------

const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
const BLOCK_DURATION = 0x9b;
/** Elements at the level of a Cluster: where one of them starts, a Cluster of unknown size has ended. */
const SEGMENT_LEVEL = new Set([EBML, SEGMENT, 0x114d9b74, INFO, 0x1654ae6b, CLUSTER, 0x1c53bb6b, 0x1941a469, 0x1043a770, 0x1254c367]);

/** An element's id (with its length marker, as the specification writes ids), size (null: unknown) and data. */
type Element = { id: number; size: number | null; data: number; end: number };

/** A variable-length integer at `offset`: its length in bytes and its value (marker removed unless `keepMarker`). */
function vint(buf: Buffer, offset: number, maxLength: number, keepMarker: boolean): { length: number; value: number; allOnes: boolean } | null {
  const first = buf[offset];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (length > maxLength || offset + length > buf.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = buf[offset + i]!;
    value = value * 256 + b;
    allOnes &&= b === 0xff;
  }
  return { length, value, allOnes };
}

async function element(r: Reader, p: number, limit: number): Promise<Element | null> {
  const h = await r.bytes(p, 12);
  const id = vint(h, 0, 4, true);
  const size = id && vint(h, id.length, 8, false);
  if (!id || !size) return null;
  const data = p + id.length + size.length;
  if (size.allOnes) return { id: id.value, size: null, data, end: limit };
  return { id: id.value, size: size.value, data, end: Math.min(data + size.value, limit) };
}

async function uintOf(r: Reader, e: Element): Promise<number | null> {
  if (e.size === null || e.size < 1 || e.size > 8) return null;
  const b = await r.bytes(e.data, e.size);
  let v = 0;
  for (const byte of b) v = v * 256 + byte;
  return v;
}

async function floatOf(r: Reader, e: Element): Promise<number | null> {
  const b = await r.bytes(e.data, e.size ?? 0);
  if (e.size === 4 && b.length === 4) return b.readFloatBE(0);
  if (e.size === 8 && b.length === 8) return b.readDoubleBE(0);
  return null;
}

/** A block's time relative to its cluster: after the track number (a vint), a signed 16-bit count of ticks. */
async function blockTime(r: Reader, e: Element): Promise<number | null> {
  const b = await r.bytes(e.data, 11);
  const track = vint(b, 0, 8, false);
  if (!track || b.length < track.length + 2) return null;
  return b.readInt16BE(track.length);
}

/** The latest end of a block seen so far, in ticks (TimecodeScale units). */
type Latest = { ticks: number | null };
const see = (latest: Latest, ticks: number) => {
  if (latest.ticks === null || ticks > latest.ticks) latest.ticks = ticks;
};

/** Walks a cluster's blocks; answers where the cluster ends (for one of unknown size: where the next one starts). */
async function walkCluster(r: Reader, start: number, end: number, latest: Latest): Promise<number> {
  let clusterTime = 0;
  let p = start;
  while (p < end) {
    const e = await element(r, p, end);
    if (!e) return end;
    if (SEGMENT_LEVEL.has(e.id)) return p;
    if (e.size === null) return end;
    if (e.id === TIMECODE) clusterTime = (await uintOf(r, e)) ?? clusterTime;
    else if (e.id === SIMPLE_BLOCK) {
      const t = await blockTime(r, e);
      if (t !== null) see(latest, clusterTime + t);
    } else if (e.id === BLOCK_GROUP) {
      let t: number | null = null;
      let length = 0;
      for (let q = e.data; q < e.end; ) {
        const g = await element(r, q, e.end);
        if (!g || g.size === null) break;
        if (g.id === BLOCK) t = await blockTime(r, g);
        else if (g.id === BLOCK_DURATION) length = (await uintOf(r, g)) ?? 0;
        q = g.end;
      }
      if (t !== null) see(latest, clusterTime + t + length);
    }
    p = e.end;
  }
  return end;
}

async function webmDuration(r: Reader): Promise<number | null> {
  const head = await element(r, 0, r.size);
  if (!head || head.id !== EBML || head.size === null) return null;
  const segment = await element(r, head.end, r.size);
  if (!segment || segment.id !== SEGMENT) return null;
  let scale = 1_000_000;
  const latest: Latest = { ticks: null };
  /** the last cluster of known size: only its blocks are walked, at the end */
  let lastSized: Element | null = null;
  let p = segment.data;
  while (p < segment.end) {
    const e = await element(r, p, segment.end);
    if (!e) break;
    if (e.id === INFO) {
      if (e.size === null) return null;
      let declared: number | null = null;
      for (let q = e.data; q < e.end; ) {
        const f = await element(r, q, e.end);
        if (!f || f.size === null) break;
        if (f.id === TIMECODE_SCALE) scale = (await uintOf(r, f)) || scale;
        else if (f.id === DURATION) declared = await floatOf(r, f);
        q = f.end;
      }
      if (declared !== null && declared > 0) return seconds((declared * scale) / 1e9);
    } else if (e.id === CLUSTER) {
      if (e.size !== null) lastSized = e;
      else {
        lastSized = null;
        p = await walkCluster(r, e.data, segment.end, latest);
        continue;
      }
    } else if (e.size === null) {
      break;
    }
    p = e.end;
  }
  if (lastSized) await walkCluster(r, lastSized.data, lastSized.end, latest);
  return latest.ticks === null ? null : seconds((latest.ticks * scale) / 1e9);
}
