import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema/customers';
import { userError } from '../../graphql/errors';
import { findCustomerByLogin, setPassword, type CustomerRow } from '../customers/accounts';
import { sendMail, type MailDeps } from '../mail/mailer';
import { revokeCustomerAuthSessions } from './tokens';

export const RESET_KEY_TTL_MS = 24 * 3600 * 1000;
export const INVALID_RESET_LINK = 'Password reset link is invalid.';

function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Mails a one-time reset link when the name or address belongs to an account. Callers answer
 * success either way, so the answer never tells whether an account exists.
 */
export async function requestPasswordReset(deps: MailDeps & { db: Database }, login: string): Promise<void> {
  if (!login.trim()) throw userError('Enter a username or email address.');
  const customer = await findCustomerByLogin(deps.db, login);
  if (!customer) {
    deps.log.info('password reset requested for an unknown account');
    return;
  }
  const key = randomBytes(20).toString('base64url');
  const values = { keyHash: hashKey(key), expiresAt: new Date(Date.now() + RESET_KEY_TTL_MS) };
  await deps.db
    .insert(passwordResets)
    .values({ customerId: customer.id, ...values })
    .onConflictDoUpdate({ target: passwordResets.customerId, set: values });
  const link = `${deps.config.publicUrl}/my-account/lost-password?key=${encodeURIComponent(key)}&login=${encodeURIComponent(customer.username)}`;
  await sendMail(deps, {
    to: customer.email,
    subject: 'Password reset request',
    text: [
      `Hi ${customer.firstName || customer.username},`,
      '',
      'Someone asked to reset the password of your account. If that was not you, ignore this mail.',
      'To choose a new password, open this link (it works once, within 24 hours):',
      '',
      link,
    ].join('\n'),
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
    await revokeCustomerAuthSessions(tx, customer.id);
    return customer;
  });
}
