import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCli } from '../cli';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { generateSyntheticCatalog } from './synthetic';

const USAGE = `usage: npm run seed:synthetic -- --products <n> [--seed <n>] [--database-url <postgres://…>] [--data-dir <dir>]
  Generates a deterministic synthetic catalogue into an empty database: the PostgreSQL server of
  --database-url (or DATABASE_URL), else the embedded database in --data-dir (or DATA_DIR, ./data).
  Placeholder images go to <data dir>/images.
`;

const SHORT_USAGE = 'usage: npm run seed:synthetic -- --products <n> (--help says more)';

function fail(message: string): never {
  throw new Error(message);
}

function wholeNumber(name: string, raw: string | undefined, fallback?: number): number {
  if (raw === undefined) {
    if (fallback === undefined) fail(`--${name} is required; ${SHORT_USAGE}`);
    return fallback;
  }
  if (!/^\d+$/.test(raw) || Number(raw) < 1) fail(`--${name} must be a whole number of at least 1, got "${raw}"`);
  return Number(raw);
}

function cliOptions() {
  try {
    return parseArgs({
      options: {
        products: { type: 'string' },
        seed: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}; ${SHORT_USAGE}`);
  }
}

async function main() {
  const values = cliOptions();
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const products = wholeNumber('products', values.products);
  const seed = wholeNumber('seed', values.seed, 1);
  let config;
  try {
    config = loadConfig({
      ...process.env,
      ...(values['database-url'] ? { DATABASE_URL: values['database-url'] } : {}),
      ...(values['data-dir'] ? { DATA_DIR: values['data-dir'] } : {}),
    });
  } catch (error) {
    if (error instanceof ConfigError) fail(`configuration error: ${error.message}`);
    throw error;
  }

  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') }).catch(
    (error: Error) => fail(`database error: ${error.message}`),
  );
  const started = Date.now();
  try {
    await database.migrate();
    let lastLine = '';
    const summary = await generateSyntheticCatalog(database.db, {
      products,
      seed,
      dataDir: config.dataDir,
      onProgress: (stage, done, total) => {
        const line = stage === 'products' ? `products ${done}/${total}` : stage;
        if (line === lastLine) return;
        lastLine = line;
        const elapsed = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(process.stdout.isTTY ? `\r${line} (${elapsed} s)\u001b[K` : `${line} (${elapsed} s)\n`);
      },
    });
    if (process.stdout.isTTY) process.stdout.write('\n');
    process.stdout.write(
      `Generated ${summary.products} products with ${summary.variations} variations, ${summary.reviews} reviews, ` +
        `${summary.categories} categories, ${summary.tags} tags, ${summary.attributeTerms} attribute terms and ` +
        `${summary.mediaItems} images into ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
    );
  } finally {
    await database.close();
  }
}

runCli('seed:synthetic', main);
