import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds a process has used (user + system), from /proc (Linux; undefined elsewhere). Unlike
 * latency, CPU time per request hardly depends on what else runs on a shared machine. /proc counts in
 * USER_HZ, which is 100 on every Linux.
 */
export function cpuSeconds(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * CPU seconds used so far by each PostgreSQL backend process serving `database` on this machine, by
 * pid (empty when PostgreSQL runs elsewhere, or off Linux).
 */
export function postgresBackendCpuSeconds(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return backends;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let title: string;
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    if (databaseOfBackend(title) !== database) continue;
    const seconds = cpuSeconds(Number(entry));
    if (seconds !== undefined) backends.set(Number(entry), seconds);
  }
  return backends;
}

/** The database a PostgreSQL backend serves, read from its process title (undefined for other processes). */
export function databaseOfBackend(title: string): string | undefined {
  // "postgres: [cluster: ]user database host(port)|[local] activity"
  return /^postgres: (?:[^ ]+: )?[^ ]+ ([^ ]+) (?:[^ ]+\(\d+\)|\[local\]) /.exec(title)?.[1];
}

/**
 * CPU seconds the backends spent between two readings of postgresBackendCpuSeconds: a backend started
 * in between counts whole, one that ended in between is lost. Undefined when neither reading found one.
 */
export function backendCpuBetween(start: Map<number, number>, end: Map<number, number>): number | undefined {
  if (start.size === 0 && end.size === 0) return undefined;
  let seconds = 0;
  for (const [pid, atEnd] of end) seconds += atEnd - (start.get(pid) ?? 0);
  return seconds;
}
