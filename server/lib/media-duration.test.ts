// A video's length is read from its container: MP4 boxes, WebM elements, and a browser recording without a Duration.
import { LECTURE_LAST_BLOCK_SECONDS, LECTURE_SECONDS, LECTURE_WEBM, MP4_WITHOUT_LENGTH, mp4, recordedWebm, webm } from '../../tests/media';
import { bufferSource, mediaDuration, SourceError, type ByteSource } from './media-duration';

const read = (buf: Buffer, mime: string) => mediaDuration(bufferSource(buf), mime);

/** A source that counts the bytes asked for, as storage would serve them. */
function counted(buf: Buffer) {
  const reads: Array<[number, number]> = [];
  const source: ByteSource = {
    size: buf.length,
    read: async (start, length) => {
      reads.push([start, length]);
      return buf.subarray(start, start + length);
    },
  };
  return { source, reads, bytes: () => reads.reduce((s, [, n]) => s + n, 0) };
}

describe('MP4', () => {
  it('reads mvhd: version 0 and version 1 (64-bit) alike, with any timescale', async () => {
    expect(await read(mp4({ seconds: 3600 }), 'video/mp4')).toBe(3600);
    expect(await read(mp4({ seconds: 61.5, timescale: 90_000 }), 'video/mp4')).toBe(61.5);
    expect(await read(mp4({ seconds: 7200, version: 1, timescale: 48_000 }), 'video/mp4')).toBe(7200);
  });

  it('finds moov after the media data, skipping mdat by its size, also a 64-bit one, without reading it', async () => {
    expect(await read(mp4({ seconds: 1800, moovAtEnd: true }), 'video/mp4')).toBe(1800);
    expect(await read(mp4({ seconds: 1800, moovAtEnd: true, largeMdat: true, version: 1 }), 'video/mp4')).toBe(1800);
    // 8 MB of media data: only the start and the end are read
    const big = counted(mp4({ seconds: 600, moovAtEnd: true, mdatBytes: 8 * 1024 * 1024 }));
    expect(await mediaDuration(big.source, 'video/mp4')).toBe(600);
    expect(big.bytes()).toBeLessThan(1.5 * 1024 * 1024);
  });

  it('a fragmented MP4 gives its length in mehd; without it the length is unknown', async () => {
    expect(await read(mp4({ seconds: 95, fragmented: true }), 'video/mp4')).toBe(95);
    expect(await read(mp4({ seconds: 95, fragmented: true, version: 1 }), 'video/mp4')).toBe(95);
    expect(await read(mp4({ seconds: 95, fragmented: true, mehd: false }), 'video/mp4')).toBeNull();
  });

  it('answers null for what it cannot tell: no moov, cut short, zero timescale, longer than a day', async () => {
    expect(await read(MP4_WITHOUT_LENGTH, 'video/mp4')).toBeNull();
    const whole = mp4({ seconds: 100, moovAtEnd: true });
    // cut inside mvhd (an upload cut short)
    expect(await read(whole.subarray(0, whole.indexOf('mvhd') + 16), 'video/mp4')).toBeNull();
    expect(await read(mp4({ seconds: 100, timescale: 0 }), 'video/mp4')).toBeNull();
    expect(await read(mp4({ seconds: 86_401 }), 'video/mp4')).toBeNull();
    expect(await read(Buffer.alloc(0), 'video/mp4')).toBeNull();
    // a box claiming to be smaller than its own header
    expect(await read(Buffer.from([0, 0, 0, 4, 0x66, 0x74, 0x79, 0x70, 0, 0, 0, 0]), 'video/mp4')).toBeNull();
  });
});

describe('WebM', () => {
  it('reads Segment > Info > Duration of the real recording', async () => {
    expect(await read(LECTURE_WEBM, 'video/webm')).toBeCloseTo(LECTURE_SECONDS, 5);
  });

  it('a recording without Duration: the time of its last block', async () => {
    expect(await read(recordedWebm(), 'video/webm')).toBeCloseTo(LECTURE_LAST_BLOCK_SECONDS, 6);
    // as MediaRecorder writes it while recording: the Segment and its Clusters of unknown size
    expect(await read(recordedWebm(LECTURE_WEBM, { unknownSizes: true }), 'video/webm')).toBeCloseTo(LECTURE_LAST_BLOCK_SECONDS, 6);
  });

  it('walks SimpleBlocks across clusters of unknown size, and counts a last BlockDuration', async () => {
    const clusters = [
      { time: 0, blocks: [0, 33, 66] },
      { time: 5000, blocks: [0, 1000, 2500] },
      { time: 10_000, blocks: [0, 400] },
    ];
    expect(await read(webm({ clusters, unknownSizes: true }), 'video/webm')).toBe(10.4);
    expect(await read(webm({ clusters }), 'video/webm')).toBe(10.4);
    expect(await read(webm({ clusters: [...clusters.slice(0, 2), { time: 10_000, blocks: [0, 400], blockDuration: 100 }] }), 'video/webm')).toBe(10.5);
    // another TimecodeScale: ticks of 10 µs
    expect(
      await read(
        webm({
          clusters: [
            { time: 0, blocks: [0] },
            { time: 30_000, blocks: [0, 20_000] },
          ],
          timecodeScale: 10_000,
        }),
        'video/webm',
      ),
    ).toBe(0.5);
    // a declared Duration wins and the clusters are not walked
    expect(await read(webm({ clusters, duration: 12_000 }), 'video/webm')).toBe(12);
  });

  it('answers null for what it cannot tell', async () => {
    expect(await read(webm({ clusters: [] }), 'video/webm')).toBeNull();
    expect(await read(LECTURE_WEBM.subarray(0, 40), 'video/webm')).toBeNull();
    expect(await read(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80, 0, 0, 0]), 'video/webm')).toBeNull();
    expect(await read(LECTURE_WEBM, 'application/pdf')).toBeNull();
  });

  it('survives every truncation of the real recording', async () => {
    const recorded = recordedWebm(LECTURE_WEBM, { unknownSizes: true });
    for (let end = 0; end < recorded.length; end += 97) {
      const seconds = await read(recorded.subarray(0, end), 'video/webm');
      if (seconds !== null) expect(seconds).toBeLessThanOrEqual(LECTURE_LAST_BLOCK_SECONDS + 1e-9);
    }
  });
});

describe('reading from storage', () => {
  it('a failed read is an error (tried again later), not an unknown length', async () => {
    const source: ByteSource = { size: 1000, read: async () => Promise.reject(new Error('connection reset')) };
    await expect(mediaDuration(source, 'video/mp4')).rejects.toBeInstanceOf(SourceError);
  });
});
