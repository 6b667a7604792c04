// @vitest-environment node
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backendCpuBetween, databaseOfBackend, postgresBackendCpuSeconds } from './process-cpu';

describe("PostgreSQL's backends in bench:server's CPU columns", () => {
  it('reads the database from a backend process title, with or without a cluster name, over TCP or the socket', () => {
    expect(databaseOfBackend('postgres: 15/main: postgres vitrine_bench_run_1a2b 127.0.0.1(46542) idle ')).toBe('vitrine_bench_run_1a2b');
    expect(databaseOfBackend('postgres: shop vitrine [local] SELECT ')).toBe('vitrine');
    // PostgreSQL's own processes serve no database.
    expect(databaseOfBackend('postgres: 15/main: logical replication launcher ')).toBeUndefined();
    expect(databaseOfBackend('postgres: 15/main: checkpointer ')).toBeUndefined();
    expect(databaseOfBackend('/usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main ')).toBeUndefined();
  });

  it('counts what each backend spent between two readings, a new one whole, and nothing when there was none', () => {
    expect(backendCpuBetween(new Map([[10, 1.5], [11, 0.25]]), new Map([[10, 2], [11, 0.75], [12, 0.5]]))).toBeCloseTo(1.5);
    expect(backendCpuBetween(new Map(), new Map())).toBeUndefined();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("finds the backend of a connection to this machine's PostgreSQL", async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number; database: string }>('select pg_backend_pid() as pid, current_database() as database');
      const backends = postgresBackendCpuSeconds(rows[0]!.database);
      expect([...backends.keys()]).toContain(rows[0]!.pid);
      expect(postgresBackendCpuSeconds('no_such_database').size).toBe(0);
    } finally {
      await client.end();
    }
  });
});
