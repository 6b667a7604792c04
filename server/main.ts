import './production-mode';
import path from 'node:path';
import { ConfigError, loadConfig, type ServerConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { buildApp } from './app';
import { seedDemoShopIfEmpty } from './seed/demo';
import { setLockCommand } from './db/data-dir-lock';
import { startControlSocket } from './control';
import { publishLocalOriginals } from './services/images/shared';
import { isWorker, superviseWorkers } from './workers';
import { announcesReadiness, readyLine } from './ready-line';
import { serveWorkerMetrics } from './operations/metrics';
import { shutDownGracefully } from './shutdown';

/** One line and exit code 1: what a person starting the server needs to read, nothing more. */
function fail(message: string): never {
  process.stderr.write(`vitrine: ${message}\n`);
  process.exit(1);
}

async function start() {
  let config: ServerConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`configuration error: ${error.message}`);
    throw error;
  }

  let database: DatabaseHandle;
  setLockCommand('server');
  try {
    database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl, serving: postgresServing(config) } : { dataDir: path.join(config.dataDir, 'pglite') });
    // Workers find the database ready: their primary migrated and seeded it before forking them.
    if (!isWorker()) await database.migrate();
  } catch (error) {
    fail(`database error: ${(error as Error).message}`);
  }

  if (!isWorker()) {
    if (config.seedDemo) await seedDemoShopIfEmpty(database.db, config);
    // Images this machine stored (demo seed, imports) become available to every server of the shop.
    if (database.kind === 'postgres') await publishLocalOriginals(database.db, config.dataDir);
  }

  if (config.workers > 1 && !isWorker()) {
    // The primary says the shop is ready once every worker listens, not when the first one does.
    const ready = await readyLine(config, database);
    await database.close();
    const workers = superviseWorkers(config.workers, {
      log: (message) => process.stderr.write(`vitrine: ${message}\n`),
      onReady: () => process.stdout.write(`${ready}\n`),
      onStartFailure: (code) => process.exit(code),
    });
    serveWorkerMetrics();
    const stop = () => void workers.stop().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    // A new release, or new settings: every worker replaced one at a time, no request refused.
    process.on('SIGHUP', () => void workers.replaceAll());
    return;
  }

  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    app = await buildApp(config, database, { processMetrics: true });
  } catch (error) {
    // E.g. dist/ and dist-ssr/ from different builds: the message says which command mends it.
    await database.close();
    fail((error as Error).message);
  }
  // The embedded database is this process's alone: owner commands (outbox, order) come through a socket.
  let stopControl = async () => {};
  if (!config.databaseUrl) {
    try {
      stopControl = await startControlSocket(database.db, config.dataDir, path.join(config.dataDir, 'pglite'));
    } catch (error) {
      // The shop runs without it; only the owner's commands must then wait until it stops.
      app.log.warn({ err: error }, 'no control socket: npm run outbox and npm run order work only while the server is stopped');
    }
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const cutShort = !(await shutDownGracefully(app, config.shutdownTimeout * 1000));
    if (cutShort) app.log.warn(`requests still running after SHUTDOWN_TIMEOUT (${config.shutdownTimeout} s) were cut off`);
    await stopControl();
    await database.close();
    process.exit(cutShort ? 1 : 0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    fail(`cannot listen on ${config.host}:${config.port}: ${(error as Error).message}`);
  }
  if (announcesReadiness()) process.stdout.write(`${await readyLine(config, database)}\n`);
}

/** Bounds on every database wait while serving (README "Operations"). */
function postgresServing(config: ServerConfig) {
  const { poolMax, connectTimeout, statementTimeout, startWait } = config.database;
  return {
    poolMax,
    connectTimeoutMs: connectTimeout * 1000,
    statementTimeoutMs: statementTimeout * 1000,
    waitMs: startWait * 1000,
    log: (level: 'warn' | 'info', message: string) => process.stderr.write(`vitrine: ${message}\n`),
  };
}

void start();
