import { runCli } from '../../cli';
import { loadConfig } from '../../config';
import { runOwnerCommand } from '../../control';

/**
 * `npm run outbox [-- <count>]`: prints the newest mail kept because no SMTP server is configured.
 * Works while the server runs (it asks the server), since the embedded database has one process only.
 */
async function main() {
  const limit = Number(process.argv[2] ?? 20);
  if (!Number.isInteger(limit) || limit < 1) throw new Error('usage: npm run outbox [-- <how many, default 20>]');
  const result = await runOwnerCommand(loadConfig(), { name: 'outbox', limit });
  if (!result.ok) throw new Error(result.message);
  if (!('mail' in result)) throw new Error('unexpected answer from the server');
  if (result.mail.length === 0) process.stdout.write('The outbox is empty.\n');
  for (const row of result.mail) {
    process.stdout.write(
      `#${row.id}  ${new Date(row.createdAt).toISOString()}\nTo: ${row.recipient}\nSubject: ${row.subject}\n\n${row.body}\n${'-'.repeat(72)}\n`,
    );
  }
}

runCli('outbox', main);
