import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { authSessions, customers } from '../../db/schema/customers';
import { hmacKey } from '../session/secrets';

/** Headless Login defaults to 300 s; a little longer spares clients that only re-login on expiry. */
export const AUTH_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;

type TokenKind = 'auth' | 'refresh';

export interface AuthTokens {
  authToken: string;
  /** Unix timestamps as strings, as Headless Login returns them. */
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
}

export interface AuthenticatedCustomer {
  customerId: number;
  authSessionId: string;
}

interface TokenClaims {
  customerId: number;
  familyId: string;
  refreshId?: string;
}

/** Headless Login's shape: { iss, iat, nbf, exp, data: { user: { id } } }, plus our family and kind. */
async function signToken(config: ServerConfig, kind: TokenKind, claims: TokenClaims, ttlSeconds: number) {
  const expiresAt = Math.floor(Date.now() / 1000) + ttlSeconds;
  const token = await new SignJWT({ data: { user: { id: String(claims.customerId) } }, typ: kind, fam: claims.familyId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(config.publicUrl)
    .setIssuedAt()
    .setNotBefore('0s')
    .setExpirationTime(expiresAt)
    .setJti(claims.refreshId ?? randomUUID())
    .sign(await hmacKey(config, 'auth'));
  return { token, expiresAt: String(expiresAt) };
}

async function readToken(config: ServerConfig, kind: TokenKind, token: string): Promise<(TokenClaims & { refreshId: string }) | null> {
  try {
    const { payload } = await jwtVerify(token.trim(), await hmacKey(config, 'auth'), {
      algorithms: ['HS256'],
      issuer: config.publicUrl,
      clockTolerance: 30,
    });
    const userId = (payload.data as { user?: { id?: unknown } } | undefined)?.user?.id;
    if (payload.typ !== kind || typeof userId !== 'string' || !/^\d+$/.test(userId)) return null;
    if (typeof payload.fam !== 'string' || typeof payload.jti !== 'string') return null;
    return { customerId: Number(userId), familyId: payload.fam, refreshId: payload.jti };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** Starts a signed-in device: a new refresh-token family and its first tokens. */
export async function issueAuthTokens(
  db: Database,
  config: ServerConfig,
  customerId: number,
): Promise<{ tokens: AuthTokens; familyId: string }> {
  const familyId = randomUUID();
  const refreshId = randomUUID();
  await db.insert(authSessions).values({
    id: familyId,
    customerId,
    currentRefreshId: refreshId,
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000),
  });
  return { tokens: await tokensFor(config, { customerId, familyId, refreshId }), familyId };
}

async function tokensFor(config: ServerConfig, claims: Required<TokenClaims>): Promise<AuthTokens> {
  const auth = await signToken(config, 'auth', claims, AUTH_TOKEN_TTL_S);
  const refresh = await signToken(config, 'refresh', claims, REFRESH_TOKEN_TTL_S);
  return {
    authToken: auth.token,
    authTokenExpiration: auth.expiresAt,
    refreshToken: refresh.token,
    refreshTokenExpiration: refresh.expiresAt,
  };
}

/** The customer an `Authorization: Bearer` token signs in, or null when it is bad, expired or revoked. */
export async function verifyAuthToken(db: Database, config: ServerConfig, token: string): Promise<AuthenticatedCustomer | null> {
  const claims = await readToken(config, 'auth', token);
  if (!claims) return null;
  const [family] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, claims.familyId),
        eq(authSessions.customerId, claims.customerId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    );
  return family ? { customerId: claims.customerId, authSessionId: family.id } : null;
}

/**
 * Rotates a refresh token: the presented one must be its family's current one. Presenting an older
 * one means it leaked (or was replayed), so the whole family is revoked.
 */
export async function refreshAuthTokens(db: Database, config: ServerConfig, refreshToken: string): Promise<AuthTokens | null> {
  const claims = await readToken(config, 'refresh', refreshToken);
  if (!claims) return null;
  const nextRefreshId = randomUUID();
  const [rotated] = await db
    .update(authSessions)
    .set({ currentRefreshId: nextRefreshId, expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_S * 1000) })
    .where(
      and(
        eq(authSessions.id, claims.familyId),
        eq(authSessions.customerId, claims.customerId),
        eq(authSessions.currentRefreshId, claims.refreshId),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: authSessions.id });
  if (!rotated) {
    await revokeAuthSession(db, claims.familyId);
    return null;
  }
  const [customer] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, claims.customerId));
  if (!customer) return null;
  return tokensFor(config, { customerId: claims.customerId, familyId: claims.familyId, refreshId: nextRefreshId });
}

export async function revokeAuthSession(db: Pick<Database, 'update'>, familyId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, familyId), isNull(authSessions.revokedAt)));
}

/** Signs the customer out everywhere (password reset), or everywhere but the current device. */
export async function revokeCustomerAuthSessions(db: Pick<Database, 'update'>, customerId: number, keepFamilyId?: string) {
  const conditions = [eq(authSessions.customerId, customerId), isNull(authSessions.revokedAt)];
  if (keepFamilyId) conditions.push(ne(authSessions.id, keepFamilyId));
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions));
}
