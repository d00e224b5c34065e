// `npm start`: read the settings, open and migrate the database, seed an empty one, listen.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty, type SeedResult } from './db/seed';
import { resolveJwtSecret } from './secrets';

function announce(seed: SeedResult, demo: boolean) {
  if (!seed) return;
  const lines = [
    '',
    demo ? '演示账号已创建（只在首次启动时显示，请记下）：' : '管理员账号已创建（只在首次启动时显示，请记下）：',
    ...seed.accounts.map((a) => `  账号 ${a.code.padEnd(8)} 密码 ${seed.password}   ${a.name}`),
    seed.passwordGenerated ? '  （密码为随机生成；可用 HTDZ_DEMO_PASSWORD / HTDZ_ADMIN_PASSWORD 指定）' : '',
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

async function main() {
  const config = loadConfig();
  config.jwtSecret = resolveJwtSecret(config);
  const database = await openDatabase(config.databaseUrl, config.dataDir);
  const seed = await seedIfEmpty(database.db, {
    demo: config.demo,
    demoPassword: config.demoPassword,
    adminPassword: config.adminPassword,
  });
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
  announce(seed, config.demo);
  // The grading workers start now, so the first student does not wait for them.
  void app.grading.warm();
  const where = database.kind === 'pglite' ? `内置数据库 ${config.dataDir}` : 'PostgreSQL';
  const files = config.s3 ? `文件存储 ${config.s3.endpoint}/${config.s3.bucket}` : '文件存储在本地';
  process.stdout.write(`教学平台已启动：http://localhost:${config.port}  （${where}，${files}）\n`);
}

main().catch((err) => {
  process.stderr.write(`启动失败：${err instanceof Error ? err.stack ?? err.message : String(err)}\n`);
  process.exit(1);
});
