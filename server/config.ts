// The only reader of process.env: every setting, validated once, documented in README.md.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './storage/s3';
import type { LogFormat } from './lib/log-format';

const bool = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  HTDZ_DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  HTDZ_DEMO: bool.default(true),
  HTDZ_DEMO_PASSWORD: z.string().min(8).optional(),
  HTDZ_ADMIN_PASSWORD: z.string().min(8).optional(),
  HTDZ_JWT_SECRET: z.string().min(32).optional(),
  HTDZ_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(120),
  HTDZ_LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  HTDZ_LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  // the reverse proxies whose X-Forwarded-For is believed, comma-separated; unset, 0 or false: none
  HTDZ_TRUST_PROXY: z
    .string()
    .transform((v) =>
      v === '0' || v === 'false'
        ? []
        : v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(
            isProxyEntry,
            'addresses or CIDRs of the proxies (10.0.0.5, 10.0.0.0/8, fd00::/8) or loopback, linklocal, uniquelocal, comma-separated; not true or a hop count, which let any client name its own address',
          ),
      ),
    )
    .optional(),
  HTDZ_WEB_DIR: z.string().default('./dist'),
  HTDZ_GRADING_WORKERS: z.coerce.number().int().min(1).max(64).default(4),
  HTDZ_GRADING_PER_USER: z.coerce.number().int().min(1).max(64).default(1),
  // superuser URLs of grading PostgreSQL servers, comma-separated; never the platform's own database
  HTDZ_GRADING_DATABASE_URL: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^postgres(ql)?:\/\//, 'postgres://… URLs, comma-separated')).min(1))
    .optional(),
  HTDZ_GRADING_TIME_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  HTDZ_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  HTDZ_S3_ENDPOINT: z.string().url().optional(),
  HTDZ_S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'not a valid bucket name')
    .optional(),
  HTDZ_S3_REGION: z.string().default('us-east-1'),
  HTDZ_S3_ACCESS_KEY_ID: z.string().optional(),
  HTDZ_S3_SECRET_ACCESS_KEY: z.string().optional(),
  // '/' puts the files at the root of the bucket (an empty variable counts as not set)
  HTDZ_S3_PREFIX: z
    .string()
    .regex(/^\/$|^([^/]+\/)+$/, "'/' or folders ending with /")
    .transform((v) => (v === '/' ? '' : v))
    .default('files/'),
  HTDZ_S3_PATH_STYLE: bool.default(true),
  HTDZ_DB_POOL_MAX: z.coerce.number().int().min(1).max(500).default(10),
  HTDZ_DB_PREPARED: z.coerce.number().int().min(0).max(10_000).default(200),
  HTDZ_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  HTDZ_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  HTDZ_SHUTDOWN_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  HTDZ_LAB_RUNTIME: z.enum(['sandbox', 'kubernetes', 'off']).default('sandbox'),
  HTDZ_LAB_MAX_CONTAINERS: z.coerce.number().int().min(0).max(10_000).default(20),
  HTDZ_LAB_MAX_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  HTDZ_LAB_REAP_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  HTDZ_LAB_K8S_API: z.string().url().optional(),
  HTDZ_LAB_K8S_TOKEN_FILE: z.string().optional(),
  HTDZ_LAB_K8S_CA_FILE: z.string().optional(),
  HTDZ_LAB_K8S_NAMESPACE_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,30}$/, 'lower-case letters, digits and -')
    .default('htdz-lab-'),
  HTDZ_LAB_K8S_STORAGE_CLASS: z.string().optional(),
  // LibreOffice for Office documents: a path, `none` (conversion off), or unset (soffice / libreoffice on PATH)
  SOFFICE_PATH: z.string().optional(),
  HTDZ_CONVERT_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… for a real PostgreSQL; undefined: embedded PGlite under dataDir; 'memory://' in tests */
  databaseUrl: string | undefined;
  demo: boolean;
  demoPassword: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlMinutes: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  /**
   * The peers (addresses, CIDRs, or proxy-addr's names loopback/linklocal/uniquelocal) whose X-Forwarded-For is
   * believed, for Fastify's trustProxy: req.ip is then the nearest address in the chain that is not one of them.
   * false: none, req.ip is the connection's address (what the login limits count).
   */
  trustProxy: false | string[];
  webDir: string | undefined;
  logLevel: string;
  /** auto: short lines in a terminal, JSON otherwise (server/lib/log-format.ts) */
  logFormat: LogFormat;
  /** uploaded files in an S3-compatible bucket; undefined: on disk under dataDir/files */
  s3: S3Settings | undefined;
  /** SQL runs at once (each a backend of the grading PostgreSQL) */
  gradingWorkers: number;
  /** of those, runs of one user at once; more wait briefly, then "评测繁忙" */
  gradingPerUser: number;
  /** grading PostgreSQL servers (superuser URLs); undefined: the embedded cluster under dataDir/grading-pg */
  gradingDatabaseUrls: string[] | undefined;
  /** wall time of one student's statements before the worker is stopped */
  gradingTimeMs: number;
  /** how often closed homework is handed in, graded and checked for duplicates; 0: only when someone looks */
  sweepSeconds: number;
  /** on SIGTERM: how long in-flight requests may take to finish before the process exits anyway */
  shutdownSeconds: number;
  /** server processes sharing the port (node:cluster); more than one needs PostgreSQL and no sandbox labs */
  workers: number;
  /** PostgreSQL connections per server process */
  dbPoolMax: number;
  /** statements each PostgreSQL connection keeps prepared (server/db/client.ts); 0: none (a pooler without them) */
  dbPrepared: number;
  /** how long sessions and course outlines are reused without reading them (changes through the API apply at once); 0: never */
  cacheMs: number;
  lab: LabSettings;
  office: OfficeSettings;
};

/** Office documents converted to PDF (server/modules/library/converter.ts). */
export type OfficeSettings = {
  /** SOFFICE_PATH: the soffice to run; 'none': no conversion; undefined: found on PATH */
  sofficePath: string | undefined;
  /** one conversion's limit before its processes are killed */
  timeoutSeconds: number;
};

/** Lab containers (docs/labs.md, docs/deploy.md). */
export type LabSettings = {
  /** sandbox: bubblewrap on this machine; kubernetes: Pods; off: images only, no containers */
  runtime: 'sandbox' | 'kubernetes' | 'off';
  /** running containers at once on the whole platform */
  maxContainers: number;
  /** running containers at once per user (over all courses) */
  maxPerUser: number;
  /** how often idle, expired and over-disk containers are stopped; 0: never (tests call the reaper) */
  reapSeconds: number;
  /** the home folders of sandbox containers */
  homesDir: string;
  kubernetes: KubernetesSettings | undefined;
};

export type KubernetesSettings = {
  /** the API server, e.g. https://kubernetes.default.svc */
  apiUrl: string;
  /** a file holding the bearer token (in a Pod: /var/run/secrets/kubernetes.io/serviceaccount/token) */
  tokenFile: string | undefined;
  /** the API server's CA certificate (in a Pod: …/serviceaccount/ca.crt) */
  caFile: string | undefined;
  /** namespaces are this plus the course id */
  namespacePrefix: string;
  /** the storage class of the home volumes; undefined: the cluster's default */
  storageClass: string | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An exported but empty variable (DATABASE_URL=) means "not set", as in most tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  return {
    s3: s3Settings(e),
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.HTDZ_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demo: e.HTDZ_DEMO,
    demoPassword: e.HTDZ_DEMO_PASSWORD,
    adminPassword: e.HTDZ_ADMIN_PASSWORD,
    jwtSecret: e.HTDZ_JWT_SECRET,
    tokenTtlMinutes: e.HTDZ_TOKEN_TTL_MINUTES,
    loginMaxFailures: e.HTDZ_LOGIN_MAX_FAILURES,
    loginWindowMinutes: e.HTDZ_LOGIN_WINDOW_MINUTES,
    trustProxy: e.HTDZ_TRUST_PROXY?.length ? e.HTDZ_TRUST_PROXY : false,
    webDir: path.resolve(e.HTDZ_WEB_DIR),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    gradingWorkers: e.HTDZ_GRADING_WORKERS,
    gradingTimeMs: e.HTDZ_GRADING_TIME_MS,
    gradingPerUser: e.HTDZ_GRADING_PER_USER,
    gradingDatabaseUrls: e.HTDZ_GRADING_DATABASE_URL,
    sweepSeconds: e.HTDZ_SWEEP_SECONDS,
    shutdownSeconds: e.HTDZ_SHUTDOWN_SECONDS,
    workers: workersOf(e),
    dbPoolMax: e.HTDZ_DB_POOL_MAX,
    dbPrepared: e.HTDZ_DB_PREPARED,
    cacheMs: e.HTDZ_CACHE_MS,
    lab: labSettings(e, path.resolve(e.HTDZ_DATA_DIR)),
    office: { sofficePath: e.SOFFICE_PATH, timeoutSeconds: e.HTDZ_CONVERT_TIMEOUT_SECONDS },
  };
}

/** One entry of HTDZ_TRUST_PROXY: an IP address, an address with a prefix length, or a name proxy-addr knows. */
function isProxyEntry(v: string): boolean {
  if (v === 'loopback' || v === 'linklocal' || v === 'uniquelocal') return true;
  const [address, bits, ...more] = v.split('/');
  const family = net.isIP(address!);
  if (family === 0 || more.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Several processes share one database and keep nothing between requests, which PGlite and sandboxes cannot do. */
function workersOf(e: z.infer<typeof EnvSchema>): number {
  if (e.HTDZ_WORKERS === 1) return 1;
  if (!e.DATABASE_URL) {
    throw new Error('Invalid environment:\n  HTDZ_WORKERS: several processes need PostgreSQL (DATABASE_URL); the embedded database belongs to one process');
  }
  if (e.HTDZ_LAB_RUNTIME === 'sandbox') {
    throw new Error('Invalid environment:\n  HTDZ_WORKERS: sandbox lab containers live in one process; with several set HTDZ_LAB_RUNTIME=kubernetes or off');
  }
  return e.HTDZ_WORKERS;
}

function labSettings(e: z.infer<typeof EnvSchema>, dataDir: string): LabSettings {
  if (e.HTDZ_LAB_RUNTIME === 'kubernetes' && !e.HTDZ_LAB_K8S_API) {
    throw new Error('Invalid environment:\n  HTDZ_LAB_K8S_API: HTDZ_LAB_RUNTIME=kubernetes needs the API server address');
  }
  return {
    runtime: e.HTDZ_LAB_RUNTIME,
    maxContainers: e.HTDZ_LAB_MAX_CONTAINERS,
    maxPerUser: e.HTDZ_LAB_MAX_PER_USER,
    reapSeconds: e.HTDZ_LAB_REAP_SECONDS,
    homesDir: path.join(dataDir, 'labs'),
    kubernetes: e.HTDZ_LAB_K8S_API
      ? {
          apiUrl: e.HTDZ_LAB_K8S_API,
          tokenFile: e.HTDZ_LAB_K8S_TOKEN_FILE,
          caFile: e.HTDZ_LAB_K8S_CA_FILE,
          namespacePrefix: e.HTDZ_LAB_K8S_NAMESPACE_PREFIX,
          storageClass: e.HTDZ_LAB_K8S_STORAGE_CLASS,
        }
      : undefined,
  };
}

function s3Settings(e: z.infer<typeof EnvSchema>): S3Settings | undefined {
  const given = [e.HTDZ_S3_ENDPOINT, e.HTDZ_S3_BUCKET, e.HTDZ_S3_ACCESS_KEY_ID, e.HTDZ_S3_SECRET_ACCESS_KEY];
  if (given.every((v) => v === undefined)) return undefined;
  if (given.some((v) => v === undefined)) {
    throw new Error(
      'Invalid environment:\n  HTDZ_S3_*: an object store needs HTDZ_S3_ENDPOINT, HTDZ_S3_BUCKET, HTDZ_S3_ACCESS_KEY_ID and HTDZ_S3_SECRET_ACCESS_KEY together',
    );
  }
  return {
    endpoint: e.HTDZ_S3_ENDPOINT!,
    bucket: e.HTDZ_S3_BUCKET!,
    accessKeyId: e.HTDZ_S3_ACCESS_KEY_ID!,
    secretAccessKey: e.HTDZ_S3_SECRET_ACCESS_KEY!,
    region: e.HTDZ_S3_REGION,
    prefix: e.HTDZ_S3_PREFIX,
    pathStyle: e.HTDZ_S3_PATH_STYLE,
  };
}

/** Settings for tests: an in-memory database, no web bundle, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  return {
    ...base,
    // homes under the test's own data folder; tests reap by calling the reaper
    lab: { ...base.lab, reapSeconds: 0, homesDir: path.join(overrides.dataDir ?? base.dataDir, 'labs') },
    databaseUrl: 'memory://',
    demo: true,
    demoPassword: 'Demo1234',
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    webDir: undefined,
    logLevel: 'silent',
    logFormat: 'json',
    gradingWorkers: 2,
    // the suite's grading cluster, started once by tests/grading-cluster.setup.ts
    gradingDatabaseUrls: process.env.HTDZ_GRADING_DATABASE_URL?.split(','),
    // tests sweep by calling sweepHomework, at the moment they choose
    sweepSeconds: 0,
    ...overrides,
  };
}
