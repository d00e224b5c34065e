// The start command of the demo PostgreSQL image: a personal server from the machine's PostgreSQL binaries, created on
// first start in the home folder, listening only on a unix socket there (there is no network inside a container).
export const POSTGRES_START_COMMAND = [
  'for d in /usr/lib/postgresql/*/bin; do PATH="$d:$PATH"; done; export PATH',
  'export PGHOST="$HOME" PGUSER=lab PGDATABASE=postgres',
  'if [ ! -s "$HOME/pgdata/PG_VERSION" ]; then',
  '  echo "正在创建个人 PostgreSQL 数据库…"',
  '  initdb -D "$HOME/pgdata" -U lab --auth=trust -E UTF8 --locale=C.UTF-8 >"$HOME/initdb.log" 2>&1 || echo "initdb 失败，见 ~/initdb.log"',
  'fi',
  // a lock left by a container that was killed: nothing of it runs in this new one
  'rm -f "$HOME/pgdata/postmaster.pid" "$HOME/.s.PGSQL.5432.lock"',
  `pg_ctl -D "$HOME/pgdata" -o "-k $HOME -c listen_addresses=''" -l "$HOME/postgresql.log" -w start >/dev/null && echo "PostgreSQL 已启动，输入 psql 连接。"`,
].join('\n');
