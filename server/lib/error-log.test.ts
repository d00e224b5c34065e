import { DrizzleQueryError } from 'drizzle-orm/errors';
import { errorForLog } from './error-log';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

/** node-postgres' DatabaseError, as its fields are (detail and message may quote values). */
function databaseError(code: string, message: string, detail: string) {
  return Object.assign(new Error(message), {
    name: 'error',
    code,
    severity: 'ERROR',
    detail,
    table: 'users',
    constraint: 'users_code_key',
    where: `row (${HASH})`,
  });
}

it('logs a failed query by its SQL and SQLSTATE, never its params nor the detail', () => {
  const cause = databaseError('23505', 'duplicate key value violates unique constraint "users_code_key"', `Key (code)=(alice) already exists. ${HASH}`);
  const err = new DrizzleQueryError('insert into "users" ("code", "password_hash") values ($1, $2)', ['alice', HASH], cause);
  const logged = JSON.stringify(errorForLog(err));
  expect(logged).not.toContain(HASH);
  expect(logged).not.toContain('alice');
  expect(logged).not.toContain('params');
  expect(logged).toContain('Failed query: insert into \\"users\\"');
  expect(errorForLog(err)).toMatchObject({
    type: 'DrizzleQueryError',
    cause: { type: 'DatabaseError', code: '23505', table: 'users', constraint: 'users_code_key' },
  });
});

it('withholds the message of a data exception, which quotes the value', () => {
  const logged = errorForLog(databaseError('22P02', 'invalid input syntax for type integer: "secret-42"', ''));
  expect(JSON.stringify(logged)).not.toContain('secret-42');
  expect(logged).toMatchObject({ code: '22P02', message: 'data exception (SQLSTATE 22P02)' });
});

it('cuts "params:" out of any other error wrapping one, and keeps plain fields such as statusCode', () => {
  const inner = new Error(`Failed query: select 1\nparams: ${HASH}`);
  const err = Object.assign(new Error(`wrapped: Failed query: select 1\nparams: ${HASH}`, { cause: inner }), { statusCode: 500, params: [HASH] });
  const logged = JSON.stringify(errorForLog(err));
  expect(logged).not.toContain(HASH);
  expect(errorForLog(err)).toMatchObject({ type: 'Error', statusCode: 500, message: 'wrapped: Failed query: select 1' });
});

it('logs what is not an error as it is', () => {
  expect(errorForLog('text')).toBe('text');
  expect(errorForLog(undefined)).toBeUndefined();
});
