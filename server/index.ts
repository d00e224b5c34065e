// `npm start`: read the settings, open and migrate the database, seed an empty one, listen. With HTDZ_WORKERS > 1 this
// process is the primary of a node:cluster: it migrates and seeds once, then forks that many server processes sharing
// the port (each request goes to one of them; nothing of a session lives in a process), replaces one that dies, and on
// SIGTERM stops them all gracefully.
import cluster from 'node:cluster';
import path from 'node:path';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/client';
import { startEmbeddedCluster } from './grading/embedded-cluster';
import { seedIfEmpty, type SeedResult } from './db/seed';
import { resolveJwtSecret } from './secrets';

const STARTED = '教学平台已启动';

/** The accounts made at the first start, each on its line: what a newcomer reads last, once. */
function accountsText(seed: SeedResult, demo: boolean): string {
  if (!seed) return '';
  const lines = [
    '',
    demo ? '演示账号已创建（只在首次启动时显示，请记下）：' : '管理员账号已创建（只在首次启动时显示，请记下）：',
    ...seed.accounts.map((a) => `  账号 ${a.code.padEnd(8)} 密码 ${seed.password}   ${a.name}`),
    ...(seed.passwordGenerated ? ['  （密码为随机生成；可用 HTDZ_DEMO_PASSWORD / HTDZ_ADMIN_PASSWORD 指定）'] : []),
  ];
  return `${lines.join('\n')}\n`;
}

function startedLine(config: Config, kind: 'pglite' | 'postgres', workers: number) {
  const where = kind === 'pglite' ? `内置数据库 ${config.dataDir}` : 'PostgreSQL';
  const files = config.s3 ? `文件存储 ${config.s3.endpoint}/${config.s3.bucket}` : '文件存储在本地';
  const processes = workers > 1 ? `，${workers} 个服务进程` : '';
  return `${STARTED}：http://localhost:${config.port}  （${where}，${files}${processes}）\n`;
}

async function migrateAndSeed(config: Config) {
  const database = await openDatabase(config.databaseUrl, config.dataDir, { poolMax: config.dbPoolMax, preparedPerConnection: config.dbPrepared });
  const seed = await seedIfEmpty(database.db, { demo: config.demo, demoPassword: config.demoPassword, adminPassword: config.adminPassword });
  return { database, seed };
}

/** One server process: listens, and on SIGTERM finishes what is in flight before it exits. */
async function serve(config: Config, opts: { quiet: boolean }) {
  const { database, seed } = await migrateAndSeed(config);
  const app = await buildApp(config, database);
  app.addHook('onClose', async () => database.close());
  // Graceful: no new connections, /ready answers 503, requests in flight (a save, a hand-in) finish and are answered,
  // then the database closes. A request that would outlast HTDZ_SHUTDOWN_SECONDS is cut off: the process exits anyway.
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownSeconds} s; exiting`);
      process.exit(1);
    }, config.shutdownSeconds * 1000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  // The grading cluster starts now, so the first student does not wait for it.
  app.grading.warm().catch((err: unknown) => app.log.error({ err }, 'grading engine did not start'));
  if (opts.quiet) return;
  // the address, then the accounts: the last lines of the start, in one write
  process.stdout.write(startedLine(config, database.kind, 1) + accountsText(seed, config.demo));
}

/** The cluster's primary: the database is made ready once, before any worker opens it. */
async function primary(config: Config) {
  const { database, seed } = await migrateAndSeed(config);
  const kind = database.kind;
  await database.close();
  // every worker signs and checks tokens with the same secret, and grades on the same grading cluster: the embedded one
  // belongs to this process, which outlives the workers
  const grading = config.gradingDatabaseUrls ? null : await startEmbeddedCluster(path.join(config.dataDir, 'grading-pg'));
  const env = { HTDZ_JWT_SECRET: config.jwtSecret!, ...(grading ? { HTDZ_GRADING_DATABASE_URL: grading.url } : {}) };
  let stopping = false;
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening !== config.workers) return;
    process.stdout.write(startedLine(config, kind, config.workers) + accountsText(seed, config.demo));
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    process.stderr.write(`服务进程 ${worker.process.pid} 退出（${signal ?? code}），已重新启动一个\n`);
    cluster.fork(env);
  });
  for (let i = 0; i < config.workers; i++) cluster.fork(env);
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    let left = workers.length;
    let failed = false;
    if (left === 0) void (grading?.stop() ?? Promise.resolve()).then(() => process.exit(0));
    for (const w of workers) {
      // one still starting has no handler yet and ends by the signal itself: that is a clean stop too
      w.once('exit', (code, by) => {
        failed ||= code !== 0 && by !== signal;
        left -= 1;
        if (left === 0) void (grading?.stop() ?? Promise.resolve()).then(() => process.exit(failed ? 1 : 0));
      });
      w.process.kill(signal);
    }
  };
  process.once('SIGINT', () => stopAll('SIGINT'));
  process.once('SIGTERM', () => stopAll('SIGTERM'));
}

async function main() {
  const config = loadConfig();
  config.jwtSecret = resolveJwtSecret(config);
  if (config.workers > 1 && cluster.isPrimary) return primary(config);
  return serve(config, { quiet: cluster.isWorker });
}

main().catch((err) => {
  process.stderr.write(`启动失败：${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
