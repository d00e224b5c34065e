// What every request's input goes through before a route sees it: failures become envelopes, bad input (control
// characters, broken Unicode, JSON nested too deep) is refused once here (server/lib/bad-input.ts), and strings are
// normalised.
import fp from 'fastify-plugin';
import { installBadInputGuards } from '../lib/bad-input';
import { installErrorHandling } from '../lib/error-handler';
import { normalizeStrings } from '../lib/normalize';

export default fp(async function input(app) {
  installErrorHandling(app);
  installBadInputGuards(app);
  app.addHook('preValidation', async (req) => {
    if (req.body && typeof req.body === 'object') req.body = normalizeStrings(req.body);
  });
});
