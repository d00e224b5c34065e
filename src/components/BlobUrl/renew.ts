// A <video> on signed addresses that last ten minutes (server/lib/signed-url.ts). The player asks for the next
// address before the one it plays from expires, and changes over when nobody notices: at once when the video is
// paused or not started, else at the next pause. A video played straight on past the expiry keeps what it has
// buffered; when it needs more, its request on the old address is refused and the player fails: then it changes over
// at once (to the address waiting, or a new one) and carries on from where it was. When the server refuses a new
// address (the user left the class, was signed out) the video stops with the server's words.
import { getStreamUrl } from '@/services/htdz/chapter';
import { htdzHost } from '@/services/htdz/client';

export type StreamAddress = { url: string; expiresAt: number };

/** The server refused an address (the user may not see the video now): asking again will not help. */
export class StreamRefused extends Error {}

/** A signed address of the resource, ready for <video src>; throws StreamRefused when the server says no. */
export async function fetchStreamAddress(resourceId: number): Promise<StreamAddress> {
  const answer = await getStreamUrl(resourceId);
  if (!answer.success || !answer.obj) throw new StreamRefused(answer.message || '');
  return { url: `${htdzHost()}${answer.obj.url}`, expiresAt: Date.parse(answer.obj.expiresAt) };
}

/** Ask for the next address this long before the current one expires. */
export const RENEW_AHEAD_MS = 2 * 60_000;
/** After a renewal that could not reach the server, ask again this much later. */
export const RETRY_MS = 20_000;
/** An address waiting with less than this left is not worth changing over to: a newer one is asked for. */
const FRESH_ENOUGH_MS = 60_000;
/** At most this many changes over after failures within RECOVER_WINDOW_MS: a player failing more has another problem. */
const MAX_RECOVERIES = 2;
const RECOVER_WINDOW_MS = 30_000;

type Options = {
  /** when the address the player has now expires (ms since the epoch) */
  expiresAt: number;
  fetch: () => Promise<StreamAddress>;
  /** whether the source can change unnoticed: paused, ended or not started */
  idle: () => boolean;
  /** puts the player on `url`, keeping its place and whether it plays */
  swap: (url: string) => void;
  /** the video cannot go on: the server's refusal, or null when no address could be had */
  onFailed: (refusal: string | null) => void;
  now?: () => number;
};

export class StreamRenewer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** an address fetched and not yet given to the player */
  private waiting: StreamAddress | null = null;
  private recoveries: number[] = [];
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly options: Options) {
    this.now = options.now ?? Date.now;
    this.schedule(options.expiresAt);
  }

  /** The player paused: an address waiting is taken now, while nobody watches. */
  paused(): void {
    if (this.waiting && !this.stopped) this.take();
  }

  /** The player failed to read: an expired address, most likely; it changes over to a fresh one at once. */
  async recover(): Promise<void> {
    if (this.stopped) return;
    const now = this.now();
    this.recoveries = this.recoveries.filter((t) => now - t < RECOVER_WINDOW_MS);
    if (this.recoveries.length >= MAX_RECOVERIES) return this.options.onFailed(null);
    this.recoveries.push(now);
    try {
      if (!this.waiting || this.waiting.expiresAt - this.now() < FRESH_ENOUGH_MS) {
        this.waiting = await this.options.fetch();
        this.schedule(this.waiting.expiresAt);
      }
      if (!this.stopped) this.take();
    } catch (e) {
      if (!this.stopped) this.options.onFailed(e instanceof StreamRefused ? e.message : null);
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(expiresAt: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.renew(), Math.max(0, expiresAt - RENEW_AHEAD_MS - this.now()));
  }

  private async renew() {
    try {
      const next = await this.options.fetch();
      if (this.stopped) return;
      this.waiting = next;
      this.schedule(next.expiresAt);
      if (this.options.idle()) this.take();
    } catch (e) {
      // refused: nothing more to ask for; what is buffered still plays, and the next read fails into recover()
      if (!this.stopped && !(e instanceof StreamRefused)) this.timer = setTimeout(() => void this.renew(), RETRY_MS);
    }
  }

  private take() {
    const next = this.waiting!;
    this.waiting = null;
    this.options.swap(next.url);
  }
}

/** Changes a video's source, carrying on from the same second, playing if it played. */
export function swapKeepingPlace(video: HTMLVideoElement, url: string): void {
  const at = video.currentTime;
  const play = !video.paused && !video.ended;
  const onMetadata = () => {
    video.removeEventListener('loadedmetadata', onMetadata);
    if (at > 0) video.currentTime = at;
    if (play) void Promise.resolve(video.play()).catch(() => undefined);
  };
  video.addEventListener('loadedmetadata', onMetadata);
  video.src = url;
}

/** Whether a media error may come from a refused (expired) address: a network error, or a source that would not load. */
export const mayBeExpired = (video: HTMLVideoElement) => {
  const code = video.error?.code;
  return code === undefined || code === 2 || code === 4;
};

/**
 * Keeps a plain <video> (a teacher's preview) on fresh addresses: renewal as above, with the source changed in place.
 * Answers the clean-up.
 */
export function keepStreaming(video: HTMLVideoElement, resourceId: number, expiresAt: number, onFailed: (refusal: string | null) => void): () => void {
  const renewer = new StreamRenewer({
    expiresAt,
    fetch: () => fetchStreamAddress(resourceId),
    idle: () => video.paused || video.ended,
    swap: (url) => swapKeepingPlace(video, url),
    onFailed,
  });
  const onPause = () => renewer.paused();
  const onError = () => (mayBeExpired(video) ? void renewer.recover() : onFailed(null));
  video.addEventListener('pause', onPause);
  video.addEventListener('error', onError);
  return () => {
    renewer.stop();
    video.removeEventListener('pause', onPause);
    video.removeEventListener('error', onError);
  };
}
