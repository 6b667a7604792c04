import { sendMail, type MailDeps } from '../mail/mailer';
import type { CustomerRow } from './accounts';

/** WooCommerce's "Your account has been created" mail (WC_Email_Customer_New_Account), without the password. */
export async function sendWelcomeMail(deps: MailDeps, customer: Pick<CustomerRow, 'email' | 'username' | 'firstName'>): Promise<void> {
  await sendMail(deps, {
    to: customer.email,
    subject: 'Your account has been created',
    text: [
      `Hi ${customer.firstName || customer.username},`,
      '',
      `Thanks for creating an account. Your username is ${customer.username}.`,
      `You can sign in to see your orders, addresses and wishlist, and to change your password: ${deps.config.publicUrl}/my-account`,
    ].join('\n'),
  });
}

/** A welcome mail must never fail the registration or checkout that created the account. */
export function welcomeQuietly(deps: MailDeps, customer: Pick<CustomerRow, 'email' | 'username' | 'firstName'>): Promise<void> {
  return sendWelcomeMail(deps, customer).catch((error: unknown) => deps.log.error({ err: error }, 'welcome mail failed'));
}
