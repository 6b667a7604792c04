import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema/customers';
import { redactError } from '../../graphql/error-log';
import { userError } from '../../graphql/errors';
import { findCustomerByLogin, setPassword, type CustomerRow } from '../customers/accounts';
import { linkPastOrders } from '../customers/past-orders';
import { sendMail, type MailDeps } from '../mail/mailer';
import { mailTranslator } from '../mail/translator';
import { DEFAULT_LOCALE } from '../../../src/i18n/locales';
import { retryInMinutes, takeAttempt } from '../security/rate-limit';
import { revokeCustomerAuthSessions } from './tokens';
import { customerSessionId, revokeSessionTokens } from '../session/store';

export const RESET_KEY_TTL_MS = 24 * 3600 * 1000;
export const INVALID_RESET_LINK = 'Password reset link is invalid.';

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const HOUR = 3600_000;
/** Reset mails one account receives per hour: enough for a lost mail, too few to flood an inbox. */
export const RESET_MAILS_PER_ACCOUNT = 3;
/** Reset requests one client address makes per hour, for any names. */
export const RESET_REQUESTS_PER_ADDRESS = 10;

type ResetDeps = MailDeps & { db: Database; clientAddress: string };

/** Reset mails being looked up and sent, after their requests were answered. */
const mailing = new Set<Promise<void>>();

/**
 * Answers a reset request at once, and mails a one-time reset link afterwards when the name or
 * address belongs to an account. The answer is success either way, after the same work either way
 * (the client address's limit), so neither its words nor its timing tell whether an account exists:
 * looking the account up, its own hourly limit and the mail (SMTP can take seconds) happen off the
 * response path. A client address over its limit (whatever the names) is told to wait.
 */
export async function requestPasswordReset(deps: ResetDeps, login: string): Promise<void> {
  if (!login.trim()) throw userError('Enter a username or email address.');
  const fromAddress = await takeAttempt(deps.db, [
    { key: `reset:address:${deps.clientAddress}`, limit: RESET_REQUESTS_PER_ADDRESS, idleResetMs: HOUR, blockMs: () => HOUR },
  ]);
  if (!fromAddress.allowed) throw userError(`Too many password reset requests. ${retryInMinutes(fromAddress.retryAt)}`, 'TOO_MANY_ATTEMPTS');
  const job = mailResetLink(deps, login).catch((error: unknown) => deps.log.error({ err: redactError(error) }, 'password reset mail could not be sent'));
  mailing.add(job);
  void job.finally(() => mailing.delete(job));
}

/** Resolves once the reset mails of the requests answered so far are sent (or have failed). */
export async function passwordResetMailsSettled(): Promise<void> {
  while (mailing.size) await Promise.all([...mailing]);
}

async function mailResetLink(deps: ResetDeps, login: string): Promise<void> {
  const customer = login.length > 254 ? null : await findCustomerByLogin(deps.db, login);
  if (!customer) {
    deps.log.info('password reset requested for an unknown account');
    return;
  }
  const forAccount = await takeAttempt(deps.db, [
    { key: `reset:account:${customer.id}`, limit: RESET_MAILS_PER_ACCOUNT, idleResetMs: HOUR, blockMs: () => HOUR },
  ]);
  if (!forAccount.allowed) {
    deps.log.info('password reset mail not sent: the account had its hourly share');
    return;
  }
  const key = randomBytes(20).toString('base64url');
  const values = { keyHash: hashKey(key), expiresAt: new Date(Date.now() + RESET_KEY_TTL_MS) };
  await deps.db
    .insert(passwordResets)
    .values({ customerId: customer.id, ...values })
    .onConflictDoUpdate({ target: passwordResets.customerId, set: values });
  const { text, shopUrl } = mailTranslator(deps.language?.locale ?? DEFAULT_LOCALE);
  const link = shopUrl(deps.config.publicUrl, `/my-account/lost-password?key=${encodeURIComponent(key)}&login=${encodeURIComponent(customer.username)}`);
  await sendMail(deps, {
    to: customer.email,
    subject: text('reset.subject'),
    text: [text('mail.greeting', { name: customer.firstName || customer.username }), '', text('reset.intro'), text('reset.link'), '', link].join('\n'),
  });
}

/** Sets a new password with a reset key: valid once, for 24 hours, for the login it was sent to. */
export async function resetPassword(
  db: Database,
  input: { key?: string | null; login?: string | null; password?: string | null },
): Promise<CustomerRow> {
  if (!input.key) throw userError('A password reset key is required.');
  if (!input.login) throw userError('A user login is required.');
  if (!input.password) throw userError('A new password is required.');
  const customer = await findCustomerByLogin(db, input.login);
  if (!customer) throw userError(INVALID_RESET_LINK);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.customerId, customer.id), gt(passwordResets.expiresAt, new Date())))
      .for('update');
    const presented = Buffer.from(hashKey(input.key!));
    if (!reset || !timingSafeEqual(presented, Buffer.from(reset.keyHash))) throw userError(INVALID_RESET_LINK);
    await setPassword(tx, customer.id, input.password!);
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, customer.id));
    // Whoever held the account before the reset loses it: every sign-in and every session token.
    await revokeCustomerAuthSessions(tx, customer.id);
    await revokeSessionTokens(tx, customerSessionId(customer.id), customer.id);
    // The key came by mail, so the mailbox is the account's: its guest orders join it.
    await linkPastOrders(tx, customer.id, customer.email);
    return customer;
  });
}
