// One grading PostgreSQL server as the engine uses it (docs/decisions.md, "The SQL sandbox"): an administrator's
// connection that makes roles and databases and never enters a scene's database, and connections of the
// unprivileged roles that run scripts.
//
// Roles, all NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT:
// - htdz_scene (no login) owns every object of every scene database; each database is reachable only through a
//   connection made to it, so owning objects elsewhere gives a run nothing.
// - per run slot of a server process, three login roles: `…_run` (students' SQL), `…_ref` (reference answers) and
//   `…_author` (init scripts, hidden data, previews). Each is a member of htdz_scene and runs `SET LOCAL ROLE
//   htdz_scene`. Two concurrent runs never share a login role, so neither can read the other's query in
//   pg_stat_activity nor signal its backend.
import crypto from 'node:crypto';
import pg from 'pg';

export const SCENE_OWNER = 'htdz_scene';
/**
 * A new version when what the template holds changes: scene databases are named with it too (engine.ts sceneSpec), so
 * none built from an older template is reused.
 */
export const TEMPLATE_VERSION = 2;
const TEMPLATE = `htdz_template_v${TEMPLATE_VERSION}`;
const LOCK_CLASS = 7_340_001;

export type RoleKind = 'run' | 'ref' | 'author';
export const roleName = (set: number, slot: number, kind: RoleKind) => `htdz_${set}_${slot}_${kind}`;

/** Every value as PostgreSQL prints it: no JavaScript conversion of numbers, dates or arrays. */
const RAW_TYPES = { getTypeParser: () => (value: string) => value } as unknown as pg.CustomTypesConfig;

/** Functions a scene's roles may not call (the statement guard refuses them too; this is the barrier). */
const REVOKED_FUNCTIONS = [
  'set_config(text, text, boolean)',
  'pg_advisory_lock(bigint)',
  'pg_advisory_lock(integer, integer)',
  'pg_advisory_lock_shared(bigint)',
  'pg_advisory_lock_shared(integer, integer)',
  'pg_try_advisory_lock(bigint)',
  'pg_try_advisory_lock(integer, integer)',
  'pg_try_advisory_lock_shared(bigint)',
  'pg_try_advisory_lock_shared(integer, integer)',
  'pg_advisory_unlock(bigint)',
  'pg_advisory_unlock(integer, integer)',
  'pg_advisory_unlock_shared(bigint)',
  'pg_advisory_unlock_shared(integer, integer)',
  'pg_advisory_unlock_all()',
  'pg_notify(text, text)',
  // transaction-level advisory locks are harmless to state but fill the server's shared lock table in seconds,
  // and their keys show in other sessions' pg_locks
  'pg_advisory_xact_lock(bigint)',
  'pg_advisory_xact_lock(integer, integer)',
  'pg_advisory_xact_lock_shared(bigint)',
  'pg_advisory_xact_lock_shared(integer, integer)',
  'pg_try_advisory_xact_lock(bigint)',
  'pg_try_advisory_xact_lock(integer, integer)',
  'pg_try_advisory_xact_lock_shared(bigint)',
  'pg_try_advisory_xact_lock_shared(integer, integer)',
  'pg_notify(text, text)',
  'pg_cancel_backend(integer)',
  'pg_terminate_backend(integer, bigint)',
  // what other sessions do: their locks (pg_locks) and their blockers
  'pg_lock_status()',
  'pg_blocking_pids(integer)',
  'pg_safe_snapshot_blocking_pids(integer)',
];

/**
 * Cumulative statistics of every database and session (pg_stat_activity, pg_stat_database, …): a run could read
 * another's work there, or leave counts a later run reads (hidden rows counted out through tup_returned).
 */
const REVOKE_STATISTICS = `
  DO $$ DECLARE f regprocedure; BEGIN
    FOR f IN SELECT p.oid::regprocedure FROM pg_proc p WHERE p.pronamespace = 'pg_catalog'::regnamespace
      AND (p.proname LIKE 'pg\\_stat\\_get\\_%' OR p.proname LIKE 'pg\\_stat\\_reset%')
    LOOP EXECUTE format('REVOKE EXECUTE ON FUNCTION %s FROM PUBLIC', f); END LOOP;
  END $$;
  REVOKE SELECT ON pg_catalog.pg_database, pg_catalog.pg_db_role_setting FROM PUBLIC;`;

/** backstops behind the engine's own cancel: a run's statements, an init script's */
export type RoleLimits = { statementTimeoutMs: number; buildTimeoutMs: number };

export class GradingServer {
  readonly admin: pg.Pool;
  private readonly url: URL;

  constructor(
    adminUrl: string,
    /** stable across processes: passwords of the run roles are derived from it */
    private readonly secret = adminUrl,
  ) {
    this.url = new URL(adminUrl);
    this.admin = new pg.Pool({ connectionString: adminUrl, max: 4, idleTimeoutMillis: 30_000 });
    this.admin.on('error', () => undefined);
  }

  private password(role: string) {
    return crypto.createHmac('sha256', this.secret).update(role).digest('hex');
  }

  /** A connection of an unprivileged role to one database; values come back as text. */
  async connect(role: string, database: string): Promise<pg.Client> {
    const client = new pg.Client({
      host: this.url.hostname,
      port: Number(this.url.port || 5432),
      user: role,
      password: this.password(role),
      database,
      types: RAW_TYPES,
      application_name: 'htdz-grading',
      connectionTimeoutMillis: 10_000,
    });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  /** Roles of one process's run slots and the template every scene database starts from (idempotent). */
  async setup(set: number, slots: number, limits: RoleLimits) {
    const client = await this.admin.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1, 0)', [LOCK_CLASS]);
      await client.query(`
        DO $$ BEGIN
          IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${SCENE_OWNER}') THEN CREATE ROLE ${SCENE_OWNER} NOLOGIN NOINHERIT; END IF;
        END $$;
        CREATE SCHEMA IF NOT EXISTS htdz_grading;
        REVOKE ALL ON SCHEMA htdz_grading FROM PUBLIC;
        CREATE TABLE IF NOT EXISTS htdz_grading.scenes (key text PRIMARY KEY, description jsonb NOT NULL, used_at timestamptz NOT NULL DEFAULT now());
        REVOKE CONNECT, TEMP ON DATABASE postgres FROM PUBLIC;
        REVOKE CONNECT, TEMP ON DATABASE template1 FROM PUBLIC;
      `);
      this.limits = limits;
      const version = Number((await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")).rows[0].v);
      for (let slot = 1; slot <= slots; slot++) {
        for (const kind of ['run', 'ref', 'author'] as const) {
          const role = roleName(set, slot, kind);
          await client.query(`
            DO $$ BEGIN
              IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '${role}') THEN CREATE ROLE ${role} NOINHERIT; END IF;
            END $$;`);
          await this.reassert(role, kind, client);
          // A member that inherited htdz_scene's rights would keep them after RESET ROLE. Before PostgreSQL 16 the
          // role's NOINHERIT (set above) decides; from 16 each grant says it, and is said here.
          await client.query(`GRANT ${SCENE_OWNER} TO ${role}${version >= 160000 ? ' WITH INHERIT FALSE, SET TRUE' : ''}`);
        }
      }
      await this.reassert(SCENE_OWNER, 'scene', client);
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [TEMPLATE]);
      if (!rowCount) await this.buildTemplate(client);
      await client.query('SELECT pg_advisory_unlock($1, 0)', [LOCK_CLASS]);
    } finally {
      client.release();
    }
  }

  private limits: RoleLimits = { statementTimeoutMs: 5000, buildTimeoutMs: 32_000 };

  /**
   * Puts a role back as the engine made it: attributes, password and only the engine's settings. A role may change its
   * own settings and password (PostgreSQL allows that to any role), which a committed script would keep: builds end
   * with this, and so does any run whose transaction was found to have ended.
   */
  async reassert(role: string, kind: RoleKind | 'scene', client: pg.ClientBase | pg.Pool = this.admin) {
    const { rows } = await client.query<{ db: string | null }>(
      `SELECT d.datname AS db FROM pg_db_role_setting s LEFT JOIN pg_database d ON d.oid = s.setdatabase
        WHERE s.setrole = (SELECT oid FROM pg_roles WHERE rolname = $1) AND s.setdatabase <> 0`,
      [role],
    );
    const resets = rows.filter((r) => r.db).map((r) => `ALTER ROLE ${role} IN DATABASE ${quote(r.db!)} RESET ALL;`);
    if (kind === 'scene') {
      await client.query(
        `ALTER ROLE ${role} NOLOGIN NOINHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS; ALTER ROLE ${role} RESET ALL; ${resets.join(' ')}`,
      );
      return;
    }
    const timeout = Math.round(kind === 'author' ? this.limits.buildTimeoutMs : this.limits.statementTimeoutMs);
    await client.query(`
      ALTER ROLE ${role} LOGIN NOINHERIT NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS CONNECTION LIMIT 16
        PASSWORD ${escapeLiteral(this.password(role))};
      ALTER ROLE ${role} RESET ALL;
      ${resets.join(' ')}
      ALTER ROLE ${role} SET statement_timeout = ${timeout};
      ALTER ROLE ${role} SET temp_file_limit = '256MB';
      ALTER ROLE ${role} SET work_mem = '16MB';
      ALTER ROLE ${role} SET idle_in_transaction_session_timeout = '60s';
      ALTER ROLE ${role} SET lock_timeout = '5s';
    `);
  }

  private async buildTemplate(admin: pg.PoolClient) {
    const building = `${TEMPLATE}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building} TEMPLATE template0 ENCODING 'UTF8' LOCALE 'C'`);
    // the administrator enters this database once, before any untrusted script has run in it
    const client = new pg.Client({ connectionString: this.withDatabase(building) });
    await client.connect();
    try {
      await client.query(`
        ALTER SCHEMA public OWNER TO ${SCENE_OWNER};
        REVOKE ALL ON SCHEMA public FROM PUBLIC;
        REVOKE EXECUTE ON FUNCTION ${REVOKED_FUNCTIONS.join(', ')} FROM PUBLIC;
        ${REVOKE_STATISTICS}
      `);
    } finally {
      await client.end();
    }
    await admin.query(`ALTER DATABASE ${building} WITH ALLOW_CONNECTIONS false`);
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${TEMPLATE}`);
  }

  private withDatabase(database: string) {
    const u = new URL(this.url.toString());
    u.pathname = `/${database}`;
    return u.toString();
  }

  /** A new database: a copy of the template, or of a scene's built database. */
  async createDatabase(name: string, template: string = TEMPLATE) {
    await this.admin.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`);
  }

  async dropDatabase(name: string) {
    await this.admin.query(`DROP DATABASE IF EXISTS ${quote(name)} WITH (FORCE)`);
  }

  async databasesLike(pattern: string): Promise<string[]> {
    const { rows } = await this.admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [pattern]);
    return rows.map((r) => r.datname);
  }

  /** Stops a running statement; true when the backend still existed. */
  async cancel(pid: number): Promise<boolean> {
    const { rows } = await this.admin.query<{ ok: boolean }>('SELECT pg_cancel_backend($1) AS ok', [pid]);
    return rows[0]?.ok === true;
  }

  async terminate(pid: number): Promise<void> {
    await this.admin.query('SELECT pg_terminate_backend($1)', [pid]).catch(() => undefined);
  }

  async close() {
    await this.admin.end().catch(() => undefined);
  }
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const escapeLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * This process's number among the processes sharing a grading server: a session lock held as long as the process
 * lives, so its run roles are its own (two processes' runs never share a role) and freed when it ends.
 */
export async function claimProcessSet(server: GradingServer): Promise<{ set: number; release: () => Promise<void> }> {
  const client = await server.admin.connect();
  for (let set = 1; set <= 64; set++) {
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [LOCK_CLASS, set]);
    if (rows[0].ok) {
      return {
        set,
        release: async () => {
          await client.query('SELECT pg_advisory_unlock($1, $2)', [LOCK_CLASS, set]).catch(() => undefined);
          client.release();
        },
      };
    }
  }
  client.release();
  throw new Error('more than 64 server processes share this grading server');
}
