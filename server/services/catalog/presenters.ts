import { encodeCursor } from '../../graphql/connection';

/** Shapes shared by the catalogue resolvers: WordPress dates, rendered text, in-memory connections. */

/** WC_DateTime as a string: ATOM with offset ("2025-04-16T22:54:02+00:00"). */
export function atomDate(date: Date | null | undefined): string | null {
  if (!date) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}

/** WordPress core dates (media, comments, *Gmt fields): "2025-04-16T22:54:02", the site runs in UTC. */
export function wpDate(date: Date | null | undefined): string | null {
  if (!date) return null;
  return date.toISOString().replace(/\.\d{3}Z$/, '');
}

const BLOCK_TAG = /<(p|div|ul|ol|li|h[1-6]|table|blockquote|pre|figure|section)[\s>]/i;

/** WordPress wpautop() for the common cases: blank lines make paragraphs, single line breaks <br />. */
export function wpautop(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (BLOCK_TAG.test(trimmed)) return `${trimmed}\n`;
  return (
    trimmed
      .split(/\n\s*\n/)
      .map((paragraph) => `<p>${paragraph.trim().replace(/\n/g, '<br />\n')}</p>`)
      .join('\n') + '\n'
  );
}

export interface SliceArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

function cursorId(cursor: string): string {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  return decoded.startsWith('arrayconnection:') ? decoded.slice('arrayconnection:'.length) : '';
}

/**
 * A Relay connection over a list already in memory (categories, gallery, variations, terms...),
 * with WPGraphQL's cursors and page size rules (10 by default, capped at `max`).
 */
export function connectionFromList<T>(
  list: T[],
  args: SliceArgs,
  max: number,
  idOf: (item: T) => string | number,
  edgeExtra: (item: T) => Record<string, unknown> = () => ({}),
) {
  let start = 0;
  let end = list.length;
  if (args.after) {
    const index = list.findIndex((item) => String(idOf(item)) === cursorId(args.after!));
    if (index >= 0) start = index + 1;
  }
  if (args.before) {
    const index = list.findIndex((item) => String(idOf(item)) === cursorId(args.before!));
    if (index >= 0) end = index;
  }
  let window = list.slice(start, Math.max(start, end));
  const backwards = (args.last ?? null) !== null && (args.first ?? null) === null;
  const size = Math.max(0, Math.min((backwards ? args.last : args.first) ?? 10, max));
  let hasNextPage = end < list.length;
  let hasPreviousPage = start > 0;
  if (backwards) {
    hasPreviousPage = window.length > size || hasPreviousPage;
    window = window.slice(Math.max(0, window.length - size));
  } else {
    hasNextPage = window.length > size || hasNextPage;
    window = window.slice(0, size);
  }
  const edges = window.map((node) => ({ cursor: encodeCursor(idOf(node)), node, ...edgeExtra(node) }));
  return {
    edges,
    nodes: window,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
