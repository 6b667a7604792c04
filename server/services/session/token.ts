import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { ServerConfig } from '../../config';
import { hmacKey } from './secrets';

/** The messages WooGraphQL's clients react to by dropping their stored session and reloading. */
export const INVALID_SESSION_TOKEN = 'Invalid session token';
export const ISSUER_MISMATCH = 'The iss do not match with this server';

export type SessionTokenCheck =
  | { valid: true; sessionId: string; expiresAt: Date; issuedAt: Date; version: number }
  | { valid: false; message: typeof INVALID_SESSION_TOKEN | typeof ISSUER_MISMATCH };

/**
 * WooGraphQL's session JWT: { iss, iat, nbf, exp, data: { customer_id } }, HS256, plus `ver`, the
 * session's token version when issued (a session row with a higher version has revoked the token).
 */
export async function issueSessionToken(config: ServerConfig, sessionId: string, expiresAt: Date, version = 0): Promise<string> {
  return new SignJWT({ data: { customer_id: sessionId }, ...(version ? { ver: version } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(config.publicUrl)
    .setIssuedAt()
    .setNotBefore('0s')
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await hmacKey(config, 'session'));
}

/** Reads the value of a `woocommerce-session: Session <token>` header (the prefix is optional). */
export function sessionTokenFromHeader(header: string | null): string | null {
  if (!header) return null;
  const token = header.trim().replace(/^Session\s+/i, '');
  return token || null;
}

export async function verifySessionToken(config: ServerConfig, token: string): Promise<SessionTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(config, 'session'), { algorithms: ['HS256'], clockTolerance: 60 });
    if (payload.iss !== config.publicUrl) return { valid: false, message: ISSUER_MISMATCH };
    const sessionId = (payload.data as { customer_id?: unknown } | undefined)?.customer_id;
    if (typeof sessionId !== 'string' || !/^[\w-]{1,64}$/.test(sessionId) || !payload.exp || !payload.iat) {
      return { valid: false, message: INVALID_SESSION_TOKEN };
    }
    const version = payload.ver ?? 0;
    if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return { valid: false, message: INVALID_SESSION_TOKEN };
    return { valid: true, sessionId, expiresAt: new Date(payload.exp * 1000), issuedAt: new Date(payload.iat * 1000), version };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return { valid: false, message: INVALID_SESSION_TOKEN };
    throw error;
  }
}
