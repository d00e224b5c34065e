// The ceiling of bench/api.ts: a bare Fastify process answering a constant envelope, started beside the platform in
// the same run, so every call's requests/s read as a share of what this machine and Fastify can do at all.
// With DATABASE_URL it also answers /htdz/ping-db: the same envelope after one prepared PostgreSQL query, the floor
// under any call that reads the database (what a round trip alone leaves of the ceiling on this machine).
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
const ANSWER = { code: 200, success: true, message: '操作成功', obj: { userId: 1, code: 'student', userName: '张同学' } };
app.get('/htdz/ping', async () => ANSWER);
if (process.env.DATABASE_URL) {
  // the platform's default pool size (HTDZ_DB_POOL_MAX)
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const ONE_ROW = { name: 'ping', text: 'select $1::int as user_id, $2::text as code', values: [1, 'student'] };
  app.get('/htdz/ping-db', async () => {
    const { rows } = await pool.query<{ user_id: number; code: string }>(ONE_ROW);
    return { ...ANSWER, obj: { ...ANSWER.obj, userId: rows[0]!.user_id, code: rows[0]!.code } };
  });
  app.addHook('onClose', async () => pool.end());
}
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.stdout.write('教学平台已启动（ceiling）\n'));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
