// The ceiling of bench/api.ts: a bare Fastify process answering a constant envelope, started beside the platform in
// the same run, so every call's requests/s read as a share of what this machine and Fastify can do at all.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const ANSWER = { code: 200, success: true, message: '操作成功', obj: { userId: 1, code: 'student', userName: '张同学' } };
app.get('/htdz/ping', async () => ANSWER);
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => process.stdout.write('教学平台已启动（ceiling）\n'));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
