import path from 'node:path';
import { desc } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

/** `npm run outbox [-- <count>]`: prints the newest mail kept because no SMTP server is configured. */
async function main() {
  const limit = Number(process.argv[2] ?? 20);
  if (!Number.isInteger(limit) || limit < 1) throw new ConfigError('usage: npm run outbox [-- <how many, default 20>]');
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    const rows = await database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    if (rows.length === 0) process.stdout.write('The outbox is empty.\n');
    for (const row of rows.reverse()) {
      process.stdout.write(
        `#${row.id}  ${row.createdAt.toISOString()}\nTo: ${row.recipient}\nSubject: ${row.subject}\n\n${row.body}\n${'-'.repeat(72)}\n`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: Error) => {
  process.stderr.write(`outbox: ${error.message}\n`);
  process.exitCode = 1;
});
