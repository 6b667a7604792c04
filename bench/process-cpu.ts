import { readFileSync } from 'node:fs';

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
