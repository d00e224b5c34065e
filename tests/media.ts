// Videos for tests: MP4 files built box by box (what the server reads of them: ftyp, moov > mvhd, mvex > mehd, mdat,
// laid out as encoders write them), and variants of the real browser recording tests/fixtures/lecture.webm that look
// like what MediaRecorder writes (no Duration; Segment and Clusters of unknown size).
import fs from 'node:fs';
import path from 'node:path';

/** A Chromium MediaRecorder recording of 5.94 s (VP8), finished by a muxer that wrote its Duration. */
export const LECTURE_WEBM = fs.readFileSync(path.join(__dirname, 'fixtures', 'lecture.webm'));
/** Its Duration: 5938.806… ms as written (a 32-bit float), and the time of its last block. */
export const LECTURE_SECONDS = 5.938806;
export const LECTURE_LAST_BLOCK_SECONDS = 5.938;

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u64 = (n: number | bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'latin1'), body]);
}

/** A box with the 64-bit size (size field 1), as writers use for media data past 4 GB. */
function largeBox(type: string, body: Buffer): Buffer {
  return Buffer.concat([u32(1), Buffer.from(type, 'latin1'), u64(16 + body.length), body]);
}

const fullBox = (type: string, version: number, ...parts: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...parts);

/** The identity matrix and the rest of mvhd after rate and volume. */
const MVHD_TAIL = Buffer.concat([
  Buffer.from([0x00, 0x01, 0x00, 0x00]), // rate 1.0
  Buffer.from([0x01, 0x00]), // volume 1.0
  Buffer.alloc(10), // reserved
  ...[0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32), // matrix
  Buffer.alloc(24), // pre_defined
  u32(2), // next_track_ID
]);

export type Mp4Options = {
  seconds: number;
  timescale?: number;
  /** mvhd version 1: 64-bit times and duration */
  version?: 0 | 1;
  /** moov after mdat (what most encoders write unless told to "fast start") */
  moovAtEnd?: boolean;
  /** mdat with a 64-bit size */
  largeMdat?: boolean;
  /** fragmented: mvhd says 0 and mvex > mehd carries the length (omitted when `mehd` is false) */
  fragmented?: boolean;
  mehd?: boolean;
  mdatBytes?: number;
};

/** An MP4 that says it lasts `seconds`; its media data is filler (the server reads the container, never the codec). */
export function mp4({
  seconds,
  timescale = 1000,
  version = 0,
  moovAtEnd = false,
  largeMdat = false,
  fragmented = false,
  mehd = true,
  mdatBytes = 4000,
}: Mp4Options): Buffer {
  const duration = Math.round(seconds * timescale);
  const times =
    version === 1
      ? [u64(3_800_000_000), u64(3_800_000_000), u32(timescale), u64(fragmented ? 0 : duration)]
      : [u32(3_800_000_000), u32(3_800_000_000), u32(timescale), u32(fragmented ? 0 : duration)];
  const mvhd = fullBox('mvhd', version, ...times, MVHD_TAIL);
  const mvex = fragmented
    ? box(
        'mvex',
        ...(mehd ? [fullBox('mehd', version, version === 1 ? u64(duration) : u32(duration))] : []),
        fullBox('trex', 0, u32(1), u32(1), u32(0), u32(0), u32(0)),
      )
    : Buffer.alloc(0);
  const tkhd = fullBox('tkhd', 0, u32(0), u32(0), u32(1), u32(0), u32(fragmented ? 0 : duration), Buffer.alloc(60));
  const moov = box('moov', mvhd, box('trak', tkhd), mvex);
  const ftyp = box('ftyp', Buffer.from('isom'), u32(512), Buffer.from('isomiso2avc1mp41'));
  const data = Buffer.alloc(mdatBytes, 7);
  const mdat = largeMdat ? largeBox('mdat', data) : box('mdat', data);
  return Buffer.concat(moovAtEnd ? [ftyp, box('free'), mdat, moov] : [ftyp, moov, mdat]);
}

/** The first bytes of an MP4 and nothing the server can read a length from (no moov). */
export const MP4_WITHOUT_LENGTH = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4000, 7)]);

/** Where an EBML element with `id` (its bytes as written) starts, searching from `from`. */
const find = (webm: Buffer, id: number[], from = 0) => webm.indexOf(Buffer.from(id), from);

/**
 * The recording as MediaRecorder leaves it: the Duration element (Segment > Info) overwritten by a Void element of the
 * same length, so every other offset stays; with `unknownSizes` the Segment's and Clusters' sizes are "unknown" too.
 */
export function recordedWebm(webm = LECTURE_WEBM, opts: { unknownSizes?: boolean } = {}): Buffer {
  const out = Buffer.from(webm);
  const at = find(out, [0x44, 0x89]);
  const size = out[at + 2]! & 0x7f; // a one-byte size in this file
  const length = 3 + size;
  Buffer.from([0xec, 0x80 | (length - 2), ...Buffer.alloc(length - 2)]).copy(out, at);
  if (opts.unknownSizes) {
    // Segment and Cluster sizes are 8-byte vints in this file (marker byte 0x01): all ones after it means "unknown".
    // The same ids also stand as values in the SeekHead (followed by other bytes): those stay.
    let rewritten = 0;
    for (const id of [
      [0x18, 0x53, 0x80, 0x67],
      [0x1f, 0x43, 0xb6, 0x75],
    ]) {
      for (let p = find(out, id); p >= 0; p = find(out, id, p + 1)) {
        if (out[p + 4] !== 0x01) continue;
        Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]).copy(out, p + 4);
        rewritten++;
      }
    }
    if (rewritten < 2) throw new Error('lecture.webm changed: no Segment and Cluster with 8-byte sizes');
  }
  return out;
}

/** An EBML element with an id as written and a size in the shortest vint that holds it (or "unknown"). */
function ebml(id: number[], body: Buffer, unknownSize = false): Buffer {
  if (unknownSize) return Buffer.concat([Buffer.from(id), Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]), body]);
  let length = 1;
  while (body.length >= 2 ** (7 * length) - 1) length++;
  const size = Buffer.alloc(length);
  let n = body.length;
  for (let i = length - 1; i >= 0; i--) {
    size[i] = n % 256;
    n = Math.floor(n / 256);
  }
  size[0]! |= 0x80 >> (length - 1);
  return Buffer.concat([Buffer.from(id), size, body]);
}
const uintBytes = (n: number) => {
  const out: number[] = [];
  do {
    out.unshift(n % 256);
    n = Math.floor(n / 256);
  } while (n > 0);
  return Buffer.from(out);
};

export type WebmCluster = { time: number; blocks: number[]; blockDuration?: number };

/**
 * A WebM built element by element: clusters of SimpleBlocks (times relative to the cluster, in milliseconds) as
 * MediaRecorder writes them, or BlockGroups when a cluster's blocks carry a BlockDuration. `duration` (milliseconds)
 * goes into Info when given; `unknownSizes` leaves the Segment and Clusters without sizes, as a live recording does.
 */
export function webm({
  clusters,
  duration,
  unknownSizes = false,
  timecodeScale = 1_000_000,
}: {
  clusters: WebmCluster[];
  duration?: number;
  unknownSizes?: boolean;
  timecodeScale?: number;
}): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([ebml([0x42, 0x82], Buffer.from('webm')), ebml([0x42, 0x87], uintBytes(4))]));
  const durationEl =
    duration === undefined
      ? Buffer.alloc(0)
      : ebml(
          [0x44, 0x89],
          (() => {
            const b = Buffer.alloc(8);
            b.writeDoubleBE(duration);
            return b;
          })(),
        );
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([ebml([0x2a, 0xd7, 0xb1], uintBytes(timecodeScale)), durationEl, ebml([0x4d, 0x80], Buffer.from('test'))]),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], ebml([0xae], Buffer.concat([ebml([0xd7], uintBytes(1)), ebml([0x86], Buffer.from('V_VP8'))])));
  const block = (rel: number) => {
    const b = Buffer.alloc(4 + 16, 9);
    b[0] = 0x81; // track 1
    b.writeInt16BE(rel, 1);
    b[3] = 0x80; // keyframe
    return b;
  };
  const cluster = ({ time, blocks, blockDuration }: WebmCluster) =>
    ebml(
      [0x1f, 0x43, 0xb6, 0x75],
      Buffer.concat([
        ebml([0xe7], uintBytes(time)),
        ...blocks.map((rel) =>
          blockDuration === undefined
            ? ebml([0xa3], block(rel))
            : ebml([0xa0], Buffer.concat([ebml([0xa1], block(rel)), ebml([0x9b], uintBytes(blockDuration))])),
        ),
      ]),
      unknownSizes,
    );
  const body = Buffer.concat([info, tracks, ...clusters.map(cluster)]);
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], body, unknownSizes)]);
}
