// Every call goes through here: the /htdz prefix after the host setting (SPEC.md section 7), typed by contract/.
import { request, type RequestOptions } from '@umijs/max';
import type { Envelope } from '@contract/envelope';

declare global {
  interface Window {
    /** set by a host page before the app loads to reach the API elsewhere, e.g. 'https://api.example.edu' */
    HTDZ_HOST?: string;
  }
}

/** The host prefix of every call and of avatar and media URLs: the host setting followed by /htdz. */
export const htdzHost = () => `${(typeof window !== 'undefined' && window.HTDZ_HOST) || ''}/htdz`;

/** Calls /htdz<path> and answers the envelope. */
export function htdz<T>(path: string, options: Omit<RequestOptions, 'getResponse'> = {}): Promise<Envelope<T>> {
  return request<Envelope<T>>(`${htdzHost()}${path}`, { ...options, getResponse: false });
}
