import cluster from 'node:cluster';
import path from 'node:path';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { products } from './db/schema';

/** Where the shop's data lives, without the password a DATABASE_URL may carry. */
export function databaseDescription(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>, cwd = process.cwd()): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  }
  const relative = path.relative(cwd, config.dataDir);
  const shown = !relative || relative.startsWith('..') || path.isAbsolute(relative) ? config.dataDir : `.${path.sep}${relative}`;
  return `embedded database in ${shown}`;
}

/**
 * The one line `npm start` ends with: the shop is up, where to open it, and what it serves from where,
 * e.g. `Vitrine is ready at http://localhost:3000 (17 products, embedded database in ./data)`.
 */
export async function readyLine(config: ServerConfig, database: DatabaseHandle): Promise<string> {
  const workers = config.workers > 1 ? `, ${config.workers} server processes` : '';
  return `Vitrine is ready at ${config.publicUrl} (${await catalogueDescription(config, database)}, ${databaseDescription(config)}${workers})`;
}

/** What the pages show: this server's own products, or another shop's when GRAPHQL_ENDPOINT names one. */
async function catalogueDescription(config: Pick<ServerConfig, 'graphqlEndpoint'>, database: DatabaseHandle): Promise<string> {
  if (config.graphqlEndpoint) return `storefront of ${endpointDescription(config.graphqlEndpoint)}`;
  const [row] = await database.db
    .select({ n: count() })
    .from(products)
    .where(and(isNull(products.parentId), eq(products.status, 'publish')));
  const productCount = row?.n ?? 0;
  return `${productCount} ${productCount === 1 ? 'product' : 'products'}`;
}

/** Another shop's GraphQL URL without any credentials it may carry. */
export function endpointDescription(endpoint: string): string {
  const url = new URL(endpoint);
  url.username = '';
  url.password = '';
  return url.href;
}

/** With WORKERS=N every worker listens, and their primary speaks for all once they do. */
export const announcesReadiness = () => !cluster.isWorker;
