import type { SQL } from 'drizzle-orm';
import { joinedConditions, renderedSql, type RenderedSql } from '../../db/conditions';

/**
 * Short-lived memo of whole-result aggregates (match counts, facets) per database and WHERE clause.
 * Counting or faceting 100k products costs tens to hundreds of milliseconds, and every page of a list
 * (and every shopper on the same filters) asks for the same numbers. Writes in this process clear it
 * (clearResultCache); writes by another process (the import CLI, another server instance) show within
 * TTL_MS.
 */
const TTL_MS = 30_000;
const MAX_ENTRIES = 500;
const caches = new WeakMap<object, Map<string, { expires: number; value: Promise<unknown> }>>();

/**
 * `scope` tells entries of one kind apart: the conditions of a WHERE clause, or a plain string for a
 * whole table or a set of names. `compute` must return a settled-once promise (an async function),
 * not a query builder: awaiting a builder runs its query again.
 */
export function cachedAggregate<T>(db: object, kind: string, scope: readonly SQL[] | string, compute: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${kind}\u0000${typeof scope === 'string' ? scope : scopeKey(scope)}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) {
    for (const [oldKey, entry] of cache) if (entry.expires <= now || cache.size >= MAX_ENTRIES) cache.delete(oldKey);
  }
  const value = compute();
  cache.set(key, { expires: now + TTL_MS, value });
  value.catch(() => cache.delete(key));
  return value;
}

/** The cache key of a list's conditions: their rendering, shared with the page's statement (conditions.ts). */
const scopeKeys = new WeakMap<RenderedSql, string>();

function scopeKey(conditions: readonly SQL[]): string {
  const query = renderedSql(joinedConditions(conditions));
  let key = scopeKeys.get(query);
  if (key === undefined) scopeKeys.set(query, (key = `${query.sql}\u0000${JSON.stringify(query.params)}`));
  return key;
}

/** After a catalogue write: counts and facets are computed afresh. */
export function clearResultCache(db: object): void {
  caches.delete(db);
}
