/** Relay connection helpers with WPGraphQL's cursor format: base64("arrayconnection:<id>"). */
export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

const CURSOR_PREFIX = 'arrayconnection:';

export function encodeCursor(id: string | number): string {
  return Buffer.from(`${CURSOR_PREFIX}${id}`, 'utf8').toString('base64');
}

export function decodeCursor(cursor: string): string {
  const decoded = Buffer.from(cursor, 'base64').toString('utf8');
  return decoded.startsWith(CURSOR_PREFIX) ? decoded.slice(CURSOR_PREFIX.length) : '';
}

/** WPGraphQL: `first`/`last`, 10 when neither is given, capped at the configured maximum. */
export function pageSize(args: ConnectionArgs, max: number): number {
  const requested = args.first ?? args.last ?? 10;
  return Math.max(0, Math.min(requested, max));
}
