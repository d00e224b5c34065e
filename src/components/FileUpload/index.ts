// antd Upload through the typed services: the request helper adds the token and shows failures; files are checked first.
import type { UploadProps } from 'antd';
import type { Envelope } from '@contract/envelope';
import type { UploadOptions } from '../../services/htdz/sys';

type CustomRequest = NonNullable<UploadProps['customRequest']>;

/** customRequest for antd Upload: sends the file with `send`, reports progress, hands the answer's obj to `done`. */
export function uploadRequest<T>(send: (file: Blob, opts: UploadOptions) => Promise<Envelope<T>>, done: (obj: T) => void): CustomRequest {
  return async ({ file, onProgress, onSuccess, onError }) => {
    try {
      const answer = await send(file as Blob, { onProgress: (percent) => onProgress?.({ percent }) });
      onSuccess?.(answer.obj);
      done(answer.obj);
    } catch (e) {
      onError?.(e instanceof Error ? e : new Error(String(e)));
    }
  };
}

export type FileCheck = { types?: readonly string[]; extensions?: readonly string[]; maxBytes: number };
export type FileProblem = 'type' | 'size' | 'empty';

/** Why a file may not be uploaded (wrong type or extension, too large, empty), or null when it may. */
export function fileProblem(file: { name: string; type: string; size: number }, check: FileCheck): FileProblem | null {
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')).toLowerCase() : '';
  if (check.types && !check.types.includes(file.type)) return 'type';
  if (check.extensions && !check.extensions.includes(ext)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > check.maxBytes) return 'size';
  return null;
}

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const MB = 1024 * 1024;
