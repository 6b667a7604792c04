import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import type { OAuthProviderConfig, ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { oauthIdentities } from '../../db/schema/customers';
import { userError } from '../../graphql/errors';
import { linkPastOrders } from '../customers/past-orders';
import { createCustomer, EMAIL_TAKEN, findCustomerById, findCustomerByLogin, USERNAME_TAKEN, type CustomerRow } from '../customers/accounts';
import { isValidEmail, normalizeEmail } from '../customers/validation';
import { hmacKey } from '../session/secrets';

const STATE_TTL_S = 10 * 60;
const PROVIDER_TIMEOUT_MS = 10_000;
export const OAUTH_LOGIN_FAILED = 'The social login could not be completed. Please try again.';

export interface LoginClient {
  name: string;
  provider: string;
  clientId: string;
  isEnabled: boolean;
  order: number;
  authorizationUrl: string;
}

/** Where the provider sends the shopper back: the storefront's /oauth/login/{provider} route. */
export function redirectUri(config: ServerConfig, provider: string): string {
  return `${config.publicUrl}/oauth/login/${provider.toLowerCase().replaceAll('_', '-')}`;
}

/** Signed, short-lived `state`: proves the callback answers an authorization this server started. */
async function createState(config: ServerConfig, provider: string): Promise<string> {
  return new SignJWT({ provider, nonce: randomBytes(16).toString('base64url') })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(config.publicUrl)
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_S}s`)
    .sign(await hmacKey(config, 'oauth-state'));
}

async function stateIsValid(config: ServerConfig, provider: string, state: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(state, await hmacKey(config, 'oauth-state'), { issuer: config.publicUrl, algorithms: ['HS256'] });
    return payload.provider === provider;
  } catch {
    return false;
  }
}

export async function loginClients(config: ServerConfig): Promise<LoginClient[]> {
  return Promise.all(
    config.oauthProviders.map(async (provider, index) => {
      const url = new URL(provider.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', provider.clientId);
      url.searchParams.set('redirect_uri', redirectUri(config, provider.provider));
      url.searchParams.set('scope', provider.scope);
      url.searchParams.set('state', await createState(config, provider.provider));
      return {
        name: provider.name,
        provider: provider.provider,
        clientId: provider.clientId,
        isEnabled: true,
        order: index,
        authorizationUrl: url.toString(),
      };
    }),
  );
}

interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

async function fetchJson(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
}

/** The authorization-code exchange (RFC 6749 §4.1.3), done server-side with the client secret. */
async function exchangeCode(config: ServerConfig, provider: OAuthProviderConfig, code: string): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri(config, provider.provider),
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  const token = await fetchJson(provider.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  if (typeof token.access_token !== 'string') throw new Error('the token endpoint returned no access_token');
  return token.access_token;
}

async function fetchProfile(provider: OAuthProviderConfig, accessToken: string): Promise<ProviderProfile> {
  const info = await fetchJson(provider.userInfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  const subject = info.sub ?? info.id;
  if (typeof subject !== 'string' && typeof subject !== 'number') throw new Error('the user info has no subject');
  const email = typeof info.email === 'string' && isValidEmail(info.email) ? normalizeEmail(info.email) : null;
  const name = typeof info.name === 'string' ? info.name.trim() : '';
  return {
    subject: String(subject),
    email,
    // OpenID Connect's claim; providers without it (e.g. GitHub's API) only return verified primary addresses.
    emailVerified: info.email_verified === undefined ? email !== null : info.email_verified === true || info.email_verified === 'true',
    firstName: typeof info.given_name === 'string' ? info.given_name : name.split(' ')[0] ?? '',
    lastName: typeof info.family_name === 'string' ? info.family_name : name.split(' ').slice(1).join(' '),
  };
}

/**
 * Completes a social login: checks `state`, exchanges the code, reads the profile, and returns the
 * linked customer, linking by verified e-mail or creating an account when there is none yet.
 */
export async function loginWithOAuth(
  { db, config, log }: { db: Database; config: ServerConfig; log: Pick<FastifyBaseLogger, 'warn'> },
  providerName: string,
  response: { code: string; state?: string | null },
): Promise<CustomerRow> {
  const provider = config.oauthProviders.find((candidate) => candidate.provider === providerName);
  if (!provider) throw userError(`The ${providerName} login provider is not enabled.`);
  if (!response.state || !(await stateIsValid(config, provider.provider, response.state))) {
    throw userError('The login request has expired or was not started here. Please try again.');
  }
  let profile: ProviderProfile;
  try {
    profile = await fetchProfile(provider, await exchangeCode(config, provider, response.code));
  } catch (error) {
    log.warn({ err: error, provider: provider.provider }, 'OAuth code exchange failed');
    throw userError(OAUTH_LOGIN_FAILED);
  }
  const customer = await customerForProfile(db, provider.provider, profile);
  // The provider vouches for the mailbox, so the guest orders placed with it join the account.
  if (profile.emailVerified && customer.email === profile.email) await linkPastOrders(db, customer.id, customer.email);
  return customer;
}

/**
 * The customer a provider's profile signs in: the one linked to it before, else the one with its
 * verified e-mail, else a new account; the profile is linked to it from then on.
 */
async function customerForProfile(db: Database, provider: string, profile: ProviderProfile, isSecondLook = false): Promise<CustomerRow> {
  const [linked] = await db
    .select({ customerId: oauthIdentities.customerId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, profile.subject)));
  if (linked) {
    const customer = await findCustomerById(db, linked.customerId);
    if (customer) return customer;
  }
  if (!profile.email) throw userError('The login provider did not share an email address, so no account can be linked.');
  const existing = await findCustomerByLogin(db, profile.email);
  if (existing && existing.email === profile.email && !profile.emailVerified) {
    throw userError('An account with this email address exists. Please log in with your password.');
  }
  let customer: CustomerRow;
  try {
    customer =
      existing && existing.email === profile.email
        ? existing
        : await createCustomer(db, { email: profile.email, username: null, password: null, firstName: profile.firstName, lastName: profile.lastName });
  } catch (error) {
    // The same person's sign-in in another tab created the account a moment ago: a second look finds it.
    if (!isSecondLook && error instanceof Error && [EMAIL_TAKEN, USERNAME_TAKEN].includes(error.message)) {
      return customerForProfile(db, provider, profile, true);
    }
    throw error;
  }
  await db.insert(oauthIdentities).values({ provider, subject: profile.subject, customerId: customer.id }).onConflictDoNothing();
  return customer;
}
