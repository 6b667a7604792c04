import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..', '..');

/** Caches of the original's tools: the copy builds its own. */
const NOT_LINKED = new Set(['.vite', '.vite-temp', '.cache']);

/** The project's files (as git sees them, edits included) in a temporary directory, node_modules linked. */
export function copyProject(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'vitrine-copy-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(copy, file));
    } catch {
      // A file deleted in the work tree but not yet in the index.
    }
  }
  mkdirSync(path.join(copy, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (!NOT_LINKED.has(entry)) symlinkSync(path.join(root, 'node_modules', entry), path.join(copy, 'node_modules', entry));
  }
  return copy;
}
