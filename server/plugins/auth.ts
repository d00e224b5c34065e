// Sign-in tokens: @fastify/jwt with the server's secret, and the tokens already verified remembered until they expire,
// sparing the signature check on every request; revocation is the token version, checked with the session
// (server/lib/require-auth.ts).
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import { VerifiedTokens } from '../lib/verified-tokens';
import type { SignedClaims } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** sign-in tokens already verified, until they expire (server/lib/verified-tokens.ts) */
    verifiedTokens: VerifiedTokens<SignedClaims>;
  }
}

export default fp<{ secret: string }>(async function auth(app, { secret }) {
  await app.register(fastifyJwt, { secret });
  app.decorate('verifiedTokens', new VerifiedTokens<SignedClaims>((token) => app.jwt.verify<SignedClaims>(token)));
  app.decorateRequest('auth', null);
});
