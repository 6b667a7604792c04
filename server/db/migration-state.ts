import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The `when` of the newest migration this release ships (drizzle records it as `created_at` once applied). */
function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(path.join(import.meta.dirname, 'migrations', 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** True when the database has every migration this release ships (drizzle applies them in `when` order). */
export async function migrationsCurrent(db: Database): Promise<boolean> {
  const result = (await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`)) as unknown as { rows: { newest: string | null }[] };
  const newest = result.rows[0]?.newest;
  return newest != null && Number(newest) >= newestShippedMigration();
}
