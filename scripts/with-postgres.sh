#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL on 127.0.0.1: initdb into a temporary folder, start it on a
# free port, export TEST_DATABASE_URL, run "$@", stop and delete it. Needs Debian's postgresql package.
set -euo pipefail

initdb=$(ls -d /usr/lib/postgresql/*/bin/initdb 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$initdb" ]; then
  echo "PostgreSQL is not installed (Debian: apt-get install postgresql); the API suite cannot run against it." >&2
  exit 1
fi
bindir=$(dirname "$initdb")
dir=$(mktemp -d /tmp/htdz-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# PostgreSQL refuses to run as root: run it as the postgres user then.
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"

cleanup() {
  as_pg "'$bindir/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_pg "'$initdb' -D '$dir/data' -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
as_pg "'$bindir/pg_ctl' -D '$dir/data' -l '$dir/pg.log' -w start -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200\"" >/dev/null \
  || { cat "$dir/pg.log" >&2; exit 1; }

echo "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
