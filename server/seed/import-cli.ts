import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from '../cli';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { storedMediaCreator } from '../services/catalog/media';
import { publishLocalOriginals } from '../services/images/shared';
import { importWooCommerceCsv } from './woocommerce-csv';

const USAGE = 'usage: npm run import -- <products.csv>';

/** `npm run import -- <file.csv>`: imports a WooCommerce product CSV export into the configured database. */
async function main() {
  const file = process.argv[2];
  if (file === '--help' || file === '-h') {
    process.stdout.write(`${USAGE}\n  Imports a WooCommerce product CSV export (Products > Export) into the database configured by DATABASE_URL / DATA_DIR.\n`);
    return;
  }
  if (!file) throw new Error(USAGE);
  let input: Buffer;
  try {
    input = readFileSync(path.resolve(file));
  } catch (error) {
    throw new Error(`cannot read ${file}: ${(error as Error).message}`);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    throw error instanceof ConfigError ? new Error(`configuration error: ${error.message}`) : error;
  }
  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') }).catch((error: Error) => {
    throw new Error(`database error: ${error.message}`);
  });
  try {
    await database.migrate();
    const tty = process.stdout.isTTY;
    const started = Date.now();
    const summary = await importWooCommerceCsv(database.db, input, {
      createMedia: storedMediaCreator(config.dataDir),
      onProgress: tty
        ? (done, total) => {
            if (done !== total && done % 10 !== 0) return;
            const width = 30;
            const filled = Math.round((done / total) * width);
            process.stdout.write(`\r[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} rows`);
            if (done === total) process.stdout.write('\n');
          }
        : undefined,
    });
    // Other servers of the shop fetch the new images from the database (services/images/shared.ts).
    if (database.kind === 'postgres') await publishLocalOriginals(database.db, config.dataDir);
    const types = Object.entries(summary.byType)
      .filter(([, n]) => n > 0)
      .map(([type, n]) => `${n} ${type}`)
      .join(', ');
    process.stdout.write(
      `Imported ${summary.created + summary.updated} rows from ${path.basename(file)} in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `${summary.created} created, ${summary.updated} updated (${types}); ${summary.categories} categories, ${summary.tags} tags, ${summary.attributes} global attributes.\n`,
    );
  } finally {
    await database.close();
  }
}

runCli('import', main);
