/**
 * What a PostgreSQL error says about the database being there: `lost` when an open connection was
 * ended (a terminated backend, a restart, a pooler recycling it), `unreachable` when no connection
 * can be made (down, starting up, shutting down, refusing connections, too slow to answer), or null
 * for anything else (a bad statement, a constraint): the database is fine.
 */
export type ConnectionFault = 'lost' | 'unreachable';

/** SQLSTATEs of a server going away or not taking connections (class 57 operator intervention, 08 connection exception). */
const LOST_CODES = new Set(['57P01', '57P02', '08006', '08003', '08000']);
const UNREACHABLE_CODES = new Set(['57P03', '08001', '08004', '53300']);
const UNREACHABLE_ERRNOS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ETIMEDOUT']);
const LOST_ERRNOS = new Set(['ECONNRESET', 'EPIPE']);

export function connectionFault(error: unknown): ConnectionFault | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (LOST_CODES.has(code) || LOST_ERRNOS.has(code)) return 'lost';
      if (UNREACHABLE_CODES.has(code) || UNREACHABLE_ERRNOS.has(code)) return 'unreachable';
    }
    if (typeof message === 'string') {
      // node-postgres reports these without a code.
      if (/Connection terminated|not queryable|Query read timeout/.test(message)) return 'lost';
      if (/timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(message)) return 'unreachable';
    }
    // drizzle wraps the driver's error (DrizzleQueryError), graphql-js wraps a resolver's.
    current = (current as { cause?: unknown; originalError?: unknown }).cause ?? (current as { originalError?: unknown }).originalError;
  }
  return null;
}
