// AWS Signature Version 4 for S3-compatible stores (AWS S3, MinIO, Ceph, OSS/COS in S3 mode): the header form,
// with the payload's sha256 signed. Small enough to own instead of pulling a whole SDK into the server.
import crypto from 'node:crypto';

export type S3Credentials = { accessKeyId: string; secretAccessKey: string; region: string };

export type SignableRequest = {
  method: string;
  url: URL;
  /** extra headers to sign (lower-case names), e.g. range */
  headers?: Record<string, string>;
  /** hex sha256 of the body; the empty body's hash for GET/HEAD */
  payloadHash: string;
};

export const EMPTY_PAYLOAD_HASH = crypto.createHash('sha256').update('').digest('hex');

const sha256Hex = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, text: string) => crypto.createHmac('sha256', key).update(text, 'utf8').digest();

/** RFC 3986 encoding as S3 wants it: unreserved characters kept, everything else %XX, slashes optional. */
function uriEncode(text: string, keepSlash: boolean): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** `20130524T000000Z` */
export const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The headers to send: the given ones plus host, x-amz-date, x-amz-content-sha256 and authorization. */
export function signRequest(request: SignableRequest, credentials: S3Credentials, now: Date = new Date()): Record<string, string> {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': date,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    // the path is already percent-encoded by URL; decode and re-encode so both spellings sign the same
    uriEncode(decodeURIComponent(request.url.pathname), true),
    canonicalQuery(request.url),
    names.map((n) => `${n}:${headers[n]!.replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  const { host: _host, ...toSend } = headers; // fetch sets Host itself, from the same URL
  return {
    ...toSend,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
  };
}
