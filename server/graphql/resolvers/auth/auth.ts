import { createHash } from 'node:crypto';
import { userError } from '../../errors';
import { fromGlobalId } from '../../global-id';
import type { GraphQLContext } from '../../context';
import { findCustomerByLogin, passwordMatches, createCustomer, type CustomerRow } from '../../../services/customers/accounts';
import { mergeAddress, type AddressInput } from '../../../services/customers/profile';
import { issueAuthTokens, refreshAuthTokens, revokeAuthSession, type AuthTokens } from '../../../services/auth/tokens';
import { lockedMessage, loginAbandoned, loginFailed, loginRules, loginSucceeded, startLoginAttempt } from '../../../services/auth/throttle';
import { loginClients, loginWithOAuth } from '../../../services/auth/oauth';
import { requestPasswordReset, resetPassword } from '../../../services/auth/password-reset';
import { customerModel } from '../customer/models';
import { welcomeQuietly } from '../../../services/customers/welcome-mail';

export const NO_ACCOUNT = 'No account found with that username. Sign up for a new account.';
export const INCORRECT_PASSWORD = 'Incorrect password. Please try again.';
export const ALREADY_LOGGED_IN = 'You are already logged in.';

interface LoginInput {
  provider: string;
  credentials?: { username: string; password: string } | null;
  oauthResponse?: { code: string; state?: string | null } | null;
  clientMutationId?: string | null;
}

/** Longer than any e-mail address (254) or username (60): cannot name an account. */
const LOGIN_NAME_MAX_LENGTH = 254;

async function passwordLogin(ctx: GraphQLContext, credentials: { username: string; password: string }): Promise<CustomerRow> {
  const identifier = credentials.username.trim().toLowerCase();
  if (!identifier) throw userError(NO_ACCOUNT);
  if (identifier.length > LOGIN_NAME_MAX_LENGTH) throw userError(NO_ACCOUNT);
  const customer = await findCustomerByLogin(ctx.db, identifier);
  // Username and e-mail of one account share one counter; unknown names are counted by a digest.
  const account = customer ? `id:${customer.id}` : `name:${createHash('sha256').update(identifier).digest('base64url')}`;
  const rules = loginRules(account, ctx.clientAddress);
  const attempt = await startLoginAttempt(ctx.db, rules);
  if (!attempt.allowed) throw userError(lockedMessage(attempt.retryAt), 'TOO_MANY_ATTEMPTS');
  // An unknown name costs the same password work as a known one.
  const matches = await passwordMatches(customer, credentials.password).catch(async (error: unknown) => {
    await loginAbandoned(ctx.db, rules);
    throw error;
  });
  if (!matches || !customer) {
    await loginFailed(ctx.db, rules);
    throw userError(customer ? INCORRECT_PASSWORD : NO_ACCOUNT);
  }
  await loginSucceeded(ctx.db, rules);
  return customer;
}

/** Signs the customer in for the rest of this request and moves the guest cart into theirs. */
async function signIn(ctx: GraphQLContext, customer: CustomerRow): Promise<AuthTokens> {
  const { tokens, familyId } = await issueAuthTokens(ctx.db, ctx.config, customer.id);
  ctx.viewer = { customerId: customer.id, authSessionId: familyId };
  await ctx.session.signIn(customer.id);
  return tokens;
}

async function loginPayload(ctx: GraphQLContext, customer: CustomerRow, tokens: AuthTokens, clientMutationId?: string | null) {
  const sessionToken = await ctx.session.token();
  return {
    ...tokens,
    clientMutationId,
    user: { row: customer, tokens },
    customer: customerModel(customer, tokens),
    sessionToken,
    wooSessionToken: sessionToken,
  };
}

export const authResolvers = {
  RootQuery: {
    loginClients: (_: unknown, __: unknown, ctx: GraphQLContext) => loginClients(ctx.config),
    async loginClient(_: unknown, args: { provider: string }, ctx: GraphQLContext) {
      return (await loginClients(ctx.config)).find((client) => client.provider === args.provider) ?? null;
    },
  },
  RootMutation: {
    async login(_: unknown, { input }: { input: LoginInput }, ctx: GraphQLContext) {
      if (ctx.viewer) throw userError(ALREADY_LOGGED_IN);
      let customer: CustomerRow;
      if (input.provider === 'PASSWORD') {
        if (!input.credentials) throw userError('The PASSWORD provider requires the use of the `credentials` input arg.');
        customer = await passwordLogin(ctx, input.credentials);
      } else {
        if (!input.oauthResponse) throw userError(`The ${input.provider} provider requires the use of the \`oauthResponse\` input arg.`);
        customer = await loginWithOAuth(ctx, input.provider, input.oauthResponse);
      }
      return loginPayload(ctx, customer, await signIn(ctx, customer), input.clientMutationId);
    },

    async refreshToken(_: unknown, { input }: { input: { refreshToken: string; clientMutationId?: string | null } }, ctx: GraphQLContext) {
      const tokens = await refreshAuthTokens(ctx.db, ctx.config, input.refreshToken);
      if (!tokens) return { clientMutationId: input.clientMutationId, success: false, authToken: null, authTokenExpiration: null };
      return { clientMutationId: input.clientMutationId, success: true, ...tokens };
    },

    async logout(_: unknown, { input }: { input: { clientMutationId?: string | null } }, ctx: GraphQLContext) {
      if (ctx.viewer) await revokeAuthSession(ctx.db, ctx.viewer.authSessionId);
      ctx.viewer = null;
      await ctx.session.signOut();
      return { clientMutationId: input.clientMutationId, success: true };
    },

    async registerCustomer(_: unknown, { input }: { input: RegisterCustomerInput }, ctx: GraphQLContext) {
      if (!input.password) throw userError('Please enter an account password.');
      const billing = mergeAddress({}, input.billing);
      const customer = await createCustomer(ctx.db, {
        email: input.email ?? '',
        username: input.username,
        password: input.password,
        firstName: input.firstName ?? billing.firstName,
        lastName: input.lastName ?? billing.lastName,
        billing,
        shipping: input.shippingSameAsBilling ? billing : mergeAddress({}, input.shipping),
      });
      await welcomeQuietly(ctx, customer);
      const tokens = input.authenticate
        ? await signIn(ctx, customer)
        : (await issueAuthTokens(ctx.db, ctx.config, customer.id)).tokens;
      return {
        clientMutationId: input.clientMutationId,
        authToken: tokens.authToken,
        refreshToken: tokens.refreshToken,
        customer: customerModel(customer, tokens),
        viewer: { row: customer, tokens },
      };
    },

    /** WPGraphQL's registerUser: a customer account without shop data (WordPress "Anyone can register"). */
    async registerUser(_: unknown, { input }: { input: RegisterUserInput }, ctx: GraphQLContext) {
      if (!input.password) throw userError('Please enter an account password.');
      const customer = await createCustomer(ctx.db, {
        email: input.email ?? '',
        username: input.username,
        password: input.password,
        firstName: input.firstName ?? undefined,
        lastName: input.lastName ?? undefined,
        billing: {},
        shipping: {},
      });
      return { clientMutationId: input.clientMutationId, user: { row: customer } };
    },

    async sendPasswordResetEmail(_: unknown, { input }: { input: { username: string; clientMutationId?: string | null } }, ctx: GraphQLContext) {
      await requestPasswordReset(ctx, input.username);
      return { clientMutationId: input.clientMutationId, success: true, user: null };
    },

    async resetUserPassword(
      _: unknown,
      { input }: { input: { key?: string | null; login?: string | null; password?: string | null; clientMutationId?: string | null } },
      ctx: GraphQLContext,
    ) {
      const customer = await resetPassword(ctx.db, input);
      return { clientMutationId: input.clientMutationId, user: { row: customer } };
    },
  },
};

interface RegisterUserInput {
  clientMutationId?: string | null;
  username: string;
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

interface RegisterCustomerInput {
  clientMutationId?: string | null;
  email?: string | null;
  username?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  authenticate?: boolean | null;
  billing?: AddressInput | null;
  shipping?: AddressInput | null;
  shippingSameAsBilling?: boolean | null;
}

/** A user id as WPGraphQL accepts it: the global id ("user:<id>") or the database id. */
export function userIdFromInput(id: string): number | null {
  if (/^\d+$/.test(id)) return Number(id);
  const decoded = fromGlobalId(id);
  return decoded?.type === 'user' && /^\d+$/.test(decoded.id) ? Number(decoded.id) : null;
}
