// An uploaded resource (/readResourse/{id}) as a blob: URL. Chapter files need the token, and <video>/<iframe>
// cannot send an Authorization header, so the file is fetched through the request helper and shown from memory.
// Videos are not fetched whole: they stream from short-lived signed addresses (useStreamUrl, ./renew.ts).
import { useEffect, useState } from 'react';
import { fetchResource } from '@/services/htdz/chapter';
import { fetchStreamAddress } from './renew';

export type BlobState = { url: string | null; error: boolean; loading: boolean };

export function useBlobUrl(resourceUrl: string | null): BlobState {
  const [state, setState] = useState<BlobState>({ url: null, error: false, loading: !!resourceUrl });
  useEffect(() => {
    if (!resourceUrl) return undefined;
    const abort = new AbortController();
    let objectUrl: string | null = null;
    setState({ url: null, error: false, loading: true });
    fetchResource(resourceUrl, { signal: abort.signal })
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, error: false, loading: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ url: null, error: true, loading: false });
      });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [resourceUrl]);
  return state;
}

export type StreamState = BlobState & {
  /** when the address expires (ms since the epoch): the player renews it before then (./renew.ts) */
  expiresAt: number | null;
};

/**
 * A video's first signed address (GET /chapter/streamUrl): the <video> streams it with Range requests, so playback
 * starts at once and seeking works, without the token. It is the user's own and short-lived: the server checks
 * their access on every request, and the player renews it (keepStreaming, StreamRenewer). null: none wanted.
 */
export function useStreamUrl(resourceId: number | null): StreamState {
  const [state, setState] = useState<StreamState>({ url: null, expiresAt: null, error: false, loading: resourceId !== null });
  useEffect(() => {
    if (resourceId === null) return undefined;
    let live = true;
    setState({ url: null, expiresAt: null, error: false, loading: true });
    fetchStreamAddress(resourceId)
      .then((address) => live && setState({ url: address.url, expiresAt: address.expiresAt, error: false, loading: false }))
      .catch(() => live && setState({ url: null, expiresAt: null, error: true, loading: false }));
    return () => {
      live = false;
    };
  }, [resourceId]);
  return state;
}

export { keepStreaming, StreamRenewer, StreamRefused, fetchStreamAddress, mayBeExpired, type StreamAddress } from './renew';
