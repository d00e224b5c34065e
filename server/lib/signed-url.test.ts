// A signed address is the user's, for one file and one session, for ten minutes.
import { SIGNED_URL_SECONDS, signedQuery, signedUser, signFile, verifyFileSignature } from './signed-url';

const SECRET = 'signed-url-test-secret-signed-url-test-secret';
const grant = { fileId: 7, userId: 42, tokenVersion: 3 };
const now = Date.UTC(2025, 2, 18, 8, 0, 0);

describe('signed addresses', () => {
  const signed = signFile(SECRET, grant, now);
  const ok = (g = grant, at = now, expires = String(signed.expires), sig: unknown = signed.sig) => verifyFileSignature(SECRET, g, expires, sig, at);

  it('last ten minutes and name their user', () => {
    expect(signed.expires).toBe(now / 1000 + SIGNED_URL_SECONDS);
    expect(SIGNED_URL_SECONDS).toBe(600);
    expect(signedQuery(signed)).toBe(`expires=${signed.expires}&sig=${signed.sig}&u=42`);
    expect(signedUser({ u: '42' })).toBe(42);
    for (const u of [undefined, '', '0', '-1', '4.2', '1e3', '12345678901', ['42']]) expect(signedUser({ u })).toBeNull();
  });

  it('hold for their file, user and session until they expire, and for nothing else', () => {
    expect(ok()).toBe(true);
    expect(ok(grant, now + SIGNED_URL_SECONDS * 1000)).toBe(true);
    expect(ok(grant, now + SIGNED_URL_SECONDS * 1000 + 1000)).toBe(false);
    expect(ok({ ...grant, fileId: 8 })).toBe(false);
    expect(ok({ ...grant, userId: 43 })).toBe(false);
    // logged out, new password, stopped: the token version moved on
    expect(ok({ ...grant, tokenVersion: 4 })).toBe(false);
    expect(ok(grant, now, String(signed.expires + 1))).toBe(false);
    expect(ok(grant, now, `${signed.expires}x`)).toBe(false);
    expect(ok(grant, now, String(signed.expires), `${signed.sig}A`)).toBe(false);
    expect(verifyFileSignature(SECRET, grant, String(signed.expires), undefined, now)).toBe(false);
    expect(verifyFileSignature(SECRET, grant, undefined, signed.sig, now)).toBe(false);
    expect(verifyFileSignature('another-secret-another-secret-another-secret', grant, String(signed.expires), signed.sig, now)).toBe(false);
  });
});
