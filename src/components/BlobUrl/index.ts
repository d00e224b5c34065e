// An uploaded resource (/readResourse/{id}) as a blob: URL. Chapter files need the token, and <video>/<iframe>
// cannot send an Authorization header, so the file is fetched through the request helper and shown from memory.
// Videos are not fetched whole: they stream from a short-lived signed address (useStreamUrl).
import { useEffect, useState } from 'react';
import { fetchResource, getStreamUrl } from '@/services/htdz/chapter';
import { htdzHost } from '@/services/htdz/client';

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

/**
 * A video's signed address (GET /chapter/streamUrl): the <video> streams it with Range requests, so playback starts
 * at once and seeking works, without the token (the server checked access when it signed). null: none wanted.
 */
export function useStreamUrl(resourceId: number | null): BlobState {
  const [state, setState] = useState<BlobState>({ url: null, error: false, loading: resourceId !== null });
  useEffect(() => {
    if (resourceId === null) return undefined;
    let live = true;
    setState({ url: null, error: false, loading: true });
    getStreamUrl(resourceId)
      .then((answer) => {
        if (!live) return;
        setState(answer.success && answer.obj ? { url: `${htdzHost()}${answer.obj.url}`, error: false, loading: false } : { url: null, error: true, loading: false });
      })
      .catch(() => live && setState({ url: null, error: true, loading: false }));
    return () => {
      live = false;
    };
  }, [resourceId]);
  return state;
}
