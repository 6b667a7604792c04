import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';

/** Who holds an embedded data directory: written into `<data dir>.lock` by the process that opened it. */
export interface LockHolder {
  pid: number;
  /** What the holder runs (`server`, `import`, …), for the message another process prints. */
  command: string;
  startedAt: string;
  /** The holder's control socket, when it is a server that runs commands for others (see control.ts). */
  controlSocket?: string;
}

/** Another live process has the data directory open; PGlite must never be opened by two processes. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the embedded database in ${dataDir} is in use by another process (pid ${holder.pid}, ${holder.command}, since ${holder.startedAt}); ` +
        'stop it first, or set DATABASE_URL to use a PostgreSQL server that several processes can share',
    );
  }
}

export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/[/\\]+$/, '')}.lock`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function readLockHolder(dataDir: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(lockFileOf(dataDir), 'utf8')) as LockHolder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/** The live holder of the data directory, or null when it is free (a lock left by a dead process is stale). */
export function liveLockHolder(dataDir: string): LockHolder | null {
  const holder = readLockHolder(dataDir);
  return holder && holder.pid !== process.pid && alive(holder.pid) ? holder : null;
}

/** The command this process runs, as the lock file names it. */
let currentCommand = process.env.npm_lifecycle_event || 'vitrine';

export function setLockCommand(command: string): void {
  currentCommand = command;
}

const UNREADABLE_LOCK_GRACE_MS = 5000;

function modifiedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Takes the data directory for this process: creates `<data dir>.lock` exclusively ('wx') with our pid.
 * A lock whose process is gone (crash, kill -9) is stale and replaced. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string, extra: Partial<LockHolder> = {}): () => void {
  const file = lockFileOf(dataDir);
  const mine: LockHolder = { pid: process.pid, command: currentCommand, startedAt: new Date().toISOString(), ...extra };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, `${JSON.stringify(mine)}\n`, { flag: 'wx', mode: 0o600 });
      const release = () => {
        if (readLockHolder(dataDir)?.pid === process.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLockHolder(dataDir);
    if (holder && holder.pid !== process.pid && alive(holder.pid)) throw new DataDirInUseError(dataDir, holder);
    // A lock file without a readable holder is being written right now, unless it is old (a crash mid-write).
    if (!holder && Date.now() - modifiedAt(file) < UNREADABLE_LOCK_GRACE_MS) {
      throw new DataDirInUseError(dataDir, { pid: 0, command: 'a process that is starting', startedAt: new Date().toISOString() });
    }
    // Stale: its process is gone. Remove it and try again.
    rmSync(file, { force: true });
  }
  throw new Error(`cannot lock ${dataDir}: ${file} keeps reappearing`);
}

/** Adds what a server offers others (its control socket) to the lock it holds. */
export function updateDataDirLock(dataDir: string, extra: Partial<LockHolder>): void {
  const holder = readLockHolder(dataDir);
  if (holder?.pid !== process.pid) return;
  writeFileSync(lockFileOf(dataDir), `${JSON.stringify({ ...holder, ...extra })}\n`, { mode: 0o600 });
}
