// Signed addresses of uploaded files, for <video src>: a video element cannot send the Bearer header, and fetching a
// whole video into a blob before it plays makes students wait and rules out seeking. An address is short-lived and
// bound to the user it was made for (and to their session: logging out, a new password or being stopped ends it).
// It is not a permission of its own: /readResourse checks on every request, each range request included, that this
// user may still read the file, as a request with their token would be checked. The player renews it before it
// expires (src/components/StudyVideo).
import crypto from 'node:crypto';

/** How long a signed address works; the player asks for a new one before then. */
export const SIGNED_URL_SECONDS = 10 * 60;

/** Whose address for which file: the user and their token version (what their sign-in tokens carry). */
export type FileGrant = { fileId: number; userId: number; tokenVersion: number };
export type SignedFile = { userId: number; expires: number; sig: string };

const mac = (secret: string, { fileId, userId, tokenVersion }: FileGrant, expires: number) =>
  crypto.createHmac('sha256', secret).update(`readResourse:${fileId}:${userId}:${tokenVersion}:${expires}`).digest('base64url');

export function signFile(secret: string, grant: FileGrant, now = Date.now()): SignedFile {
  const expires = Math.floor(now / 1000) + SIGNED_URL_SECONDS;
  return { userId: grant.userId, expires, sig: mac(secret, grant, expires) };
}

/** The query of a signed address (`expires` and `sig` first: what players and logs have always seen). */
export const signedQuery = ({ userId, expires, sig }: SignedFile) => `expires=${expires}&sig=${sig}&u=${userId}`;

/** The user a signed address names, when its query has the shape of one (the signature is checked afterwards). */
export function signedUser(query: { u?: unknown; expires?: unknown; sig?: unknown }): number | null {
  const { u } = query;
  return typeof u === 'string' && /^[1-9]\d{0,8}$/.test(u) ? Number(u) : null;
}

/** Whether `sig` was made by this server for this file, user and session, and has not expired. */
export function verifyFileSignature(secret: string, grant: FileGrant, expires: unknown, sig: unknown, now = Date.now()): boolean {
  if (typeof expires !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(expires)) return false;
  if (Number(expires) * 1000 < now) return false;
  const want = Buffer.from(mac(secret, grant, Number(expires)));
  const got = Buffer.from(sig);
  return want.length === got.length && crypto.timingSafeEqual(want, got);
}
