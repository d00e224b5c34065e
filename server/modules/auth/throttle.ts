// Login throttling (docs/decisions.md "Login throttling lives in the database"): failed logins are rows in
// login_failures, so every server process agrees. Three limits:
// - one account from one address: after HTDZ_LOGIN_MAX_FAILURES failures that address waits for that account, 30 s,
//   doubling with each further failure, at most the window (HTDZ_LOGIN_WINDOW_MINUTES); the failures count until the
//   address has left the account alone for twice the window (a whole window after the longest wait), so a persistent
//   guesser ends up at one guess per window. The same account from another address is not held by them.
// - one address over all accounts: ten times the limit within the window (a classroom behind one NAT mistypes
//   several accounts);
// - one account over all addresses: twenty times the limit within the window, against guessing spread over many
//   addresses (IPv6 counts per /64).
import net from 'node:net';
import { type SQL, and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import { ErrorCode, ShowType } from '@contract/envelope';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../lib/errors';

export type LoginLimits = { maxFailures: number; windowMinutes: number };

/** The first wait of an address for an account, once it reached the limit; each further failure doubles it. */
export const FIRST_WAIT_MS = 30_000;
/** Failures of one address over all accounts, in multiples of the limit. */
export const ADDRESS_FACTOR = 10;
/** Failures of one account over all addresses, in multiples of the limit. */
export const ACCOUNT_FACTOR = 20;

/**
 * The address a failure is counted under: IPv4 as it is (an IPv4-mapped IPv6 address as its IPv4), IPv6 as its /64,
 * since one host or home is given a whole /64 and could otherwise change address for every guess.
 */
export function addressKey(ip: string): string {
  const bare = ip.split('%')[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(bare);
  if (mapped && net.isIPv4(mapped[1]!)) return mapped[1]!;
  if (!net.isIPv6(bare)) return ip.slice(0, 100);
  return `${ipv6Groups(bare)
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (net.isIPv6), a trailing dotted IPv4 part included. */
function ipv6Groups(address: string): number[] {
  let text = address;
  let tail: number[] = [];
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const b = v4[1]!.split('.').map(Number);
    tail = [(b[0]! << 8) | b[1]!, (b[2]! << 8) | b[3]!];
    text = text.slice(0, -v4[1]!.length);
    if (!text.endsWith('::')) text = text.slice(0, -1);
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const before = head ? head.split(':') : [];
  const after = rest ? rest.split(':') : [];
  const zeros = rest === undefined ? 0 : 8 - tail.length - before.length - after.length;
  return [...before, ...Array<string>(zeros).fill('0'), ...after].map((g) => parseInt(g, 16)).concat(tail);
}

/** 30 s doubled this often exceeds the longest window (1440 minutes): more failures change nothing. */
const MAX_DOUBLINGS = 12;

/** How long an address waits for an account after its n-th failure in a row: 0 below the limit. */
export function backoffMs(limits: LoginLimits, failures: number): number {
  if (failures < limits.maxFailures) return 0;
  const doublings = Math.min(failures - limits.maxFailures, MAX_DOUBLINGS);
  return Math.min(FIRST_WAIT_MS * 2 ** doublings, limits.windowMinutes * 60_000);
}

/** A pause this long (twice the window, so a whole window after the longest wait) forgets an address's failures. */
const forgivenAfterMs = (limits: LoginLimits) => 2 * limits.windowMinutes * 60_000;

/** Failures in a row before `from` (newest first): each less than the forgiving pause after the one before it. */
function inARow(limits: LoginLimits, failures: number[], from: number): number {
  let n = 0;
  let after = from;
  for (const at of failures) {
    if (after - at >= forgivenAfterMs(limits)) break;
    n++;
    after = at;
  }
  return n;
}

/** "30 秒", "2 分钟": a wait as the messages say it, rounded up. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds < 60 ? `${seconds} 秒` : `${Math.ceil(seconds / 60)} 分钟`;
}

const rateLimited = (message: string) => new AppError(ErrorCode.RATE_LIMITED, message, 429, ShowType.ERROR_MESSAGE);

/**
 * Failures of the account from the address, newest first: as many as can still lengthen a wait (the wait stops
 * growing after MAX_DOUBLINGS more than the limit), from as far back as a row of them can reach.
 */
async function pairFailures(db: DbOrTx, limits: LoginLimits, account: string, ip: string, now: number): Promise<number[]> {
  const enough = limits.maxFailures + MAX_DOUBLINGS + 1;
  const rows = await db
    .select({ at: loginFailures.failedAt })
    .from(loginFailures)
    .where(
      and(eq(loginFailures.account, account), eq(loginFailures.ip, ip), gt(loginFailures.failedAt, new Date(now - (enough + 1) * forgivenAfterMs(limits)))),
    )
    .orderBy(desc(loginFailures.failedAt))
    .limit(enough);
  return rows.map((r) => r.at.getTime());
}

/** Until when (ms) the address is held for the account: its last failure plus the wait that failure earned. */
function pairLockedUntil(limits: LoginLimits, failures: number[]): number {
  const last = failures[0];
  return last === undefined ? 0 : last + backoffMs(limits, inARow(limits, failures, last));
}

/** When the count over a limit falls back below it: the failure that must leave the window, plus the window. */
async function freedAt(db: DbOrTx, limits: LoginLimits, where: SQL, count: number, limit: number, now: number): Promise<number> {
  const window = limits.windowMinutes * 60_000;
  const [row] = await db
    .select({ at: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(where, gt(loginFailures.failedAt, new Date(now - window))))
    .orderBy(asc(loginFailures.failedAt))
    .offset(count - limit)
    .limit(1);
  return (row?.at.getTime() ?? now) + window;
}

export type Attempt = {
  /** records a wrong password and answers the message: tries left, or how long to wait */
  failed: () => Promise<string>;
  /** a successful sign-in from this address forgets the address's failures for this account */
  succeeded: () => Promise<void>;
};

/**
 * Refuses (RATE_LIMITED, saying how long to wait) when the address is held for the account, the address has too many
 * failures over all accounts, or the account over all addresses; otherwise answers how to record the outcome.
 */
export async function beginAttempt(db: DbOrTx, limits: LoginLimits, account: string, ip: string): Promise<Attempt> {
  const now = Date.now();
  const address = addressKey(ip);
  const since = new Date(now - limits.windowMinutes * 60_000);
  const [counts] = await db
    .select({
      byAddress: sql<number>`(count(*) filter (where ${loginFailures.ip} = ${address}))::int`,
      byAccount: sql<number>`(count(*) filter (where ${loginFailures.account} = ${account}))::int`,
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.failedAt, since), or(eq(loginFailures.ip, address), eq(loginFailures.account, account))));
  const { byAddress, byAccount } = counts!;
  const addressLimit = limits.maxFailures * ADDRESS_FACTOR;
  if (byAddress >= addressLimit) {
    const until = await freedAt(db, limits, eq(loginFailures.ip, address), byAddress, addressLimit, now);
    throw rateLimited(`此网络登录失败次数过多，请 ${waitText(until - now)}后再试`);
  }
  const accountLimit = limits.maxFailures * ACCOUNT_FACTOR;
  if (byAccount >= accountLimit) {
    const until = await freedAt(db, limits, eq(loginFailures.account, account), byAccount, accountLimit, now);
    throw rateLimited(`该账号登录失败次数过多，请 ${waitText(until - now)}后再试`);
  }
  const failures = await pairFailures(db, limits, account, address, now);
  const lockedUntil = pairLockedUntil(limits, failures);
  if (now < lockedUntil) throw rateLimited(`该账号在此网络上登录失败次数过多，请 ${waitText(lockedUntil - now)}后再试`);

  return {
    failed: async () => {
      const at = Date.now();
      await db.insert(loginFailures).values({ account, ip: address, failedAt: new Date(at) });
      const n = 1 + inARow(limits, failures, at);
      const left = limits.maxFailures - n;
      return left > 0 ? `账号或密码错误，还可尝试 ${left} 次` : `账号或密码错误，请 ${waitText(backoffMs(limits, n))}后再试`;
    },
    succeeded: async () => {
      await db.delete(loginFailures).where(and(eq(loginFailures.account, account), eq(loginFailures.ip, address)));
    },
  };
}
