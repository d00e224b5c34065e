// An uploaded resource (/readResourse/{id}) as a blob: URL. Chapter files need the token, and <video>/<iframe>
// cannot send an Authorization header, so the file is fetched through the request helper and shown from memory.
// Limitation: a video is downloaded whole before it plays; streaming would need a short-lived signed URL.
import { useEffect, useState } from 'react';
import { fetchResource } from '@/services/htdz/chapter';

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
