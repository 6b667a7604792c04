import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes';

const run = promisify(execFile);
const BIN = process.env.TEST_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/**
 * Whether this machine can start a throwaway PostgreSQL server for tests that stop and start one:
 * run as root (the server runs as user postgres) with the binaries in TEST_POSTGRES_BIN.
 */
export const canRunPrivatePostgres = process.getuid?.() === 0 && existsSync(path.join(BIN, 'initdb')) && existsSync(path.join(BIN, 'pg_ctl'));

/** A PostgreSQL server of the test's own, in a temporary directory, that the test may stop and start. */
export interface PrivatePostgres {
  /** URL of `database` on it (trust authentication, user postgres). */
  url(database?: string): string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = Number(process.env.TEST_PRIVATE_POSTGRES_PORT) || (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-pg-'));
  const postgres = await run('id', ['-u', 'postgres']);
  chownSync(dir, Number(postgres.stdout.trim()), Number((await run('id', ['-g', 'postgres'])).stdout.trim()));
  const data = path.join(dir, 'data');
  const asPostgres = (command: string, args: string[]) => run('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args], { cwd: dir });
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-instructions']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  const start = async () => void (await asPostgres('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']));
  // `fast`: what a restart or a failover does to the connections: every session ends at once.
  const stop = async () => void (await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']));
  await start();
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start,
    stop,
    async dispose() {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
