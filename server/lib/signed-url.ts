// Short-lived signed addresses of uploaded files, for <video src>: a video element cannot send the Bearer header,
// and fetching a whole video into a blob before it plays makes students wait and rules out seeking. The server
// checks who may see the file when it signs; the signature then stands in for the token until it expires.
import crypto from 'node:crypto';

/** How long a signed address works: long enough for a lecture video watched with pauses. */
export const SIGNED_URL_SECONDS = 4 * 60 * 60;

const mac = (secret: string, fileId: number, expires: number) =>
  crypto.createHmac('sha256', secret).update(`readResourse:${fileId}:${expires}`).digest('base64url');

export function signFile(secret: string, fileId: number, now = Date.now()): { expires: number; sig: string } {
  const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  return { expires, sig: mac(secret, fileId, expires) };
}

/** Whether `sig` was made by this server for this file and has not expired. */
export function verifyFileSignature(secret: string, fileId: number, expires: unknown, sig: unknown, now = Date.now()): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 < now) return false;
  const want = Buffer.from(mac(secret, fileId, Number(expires)));
  const got = Buffer.from(sig);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}
