import { DEFAULT_LOCALE } from '../../../src/i18n/locales';
import type { Database } from '../../db/client';
import { mailTranslator } from '../mail/translator';
import { sendMail, type MailDeps } from '../mail/mailer';
import type { CustomerRow } from './accounts';
import { guestOrdersLink, unclaimedGuestOrders } from './guest-orders';

type WelcomeDeps = MailDeps & { db: Pick<Database, 'select' | 'insert'> };
type NewAccount = Pick<CustomerRow, 'id' | 'email' | 'username' | 'firstName'>;

/**
 * WooCommerce's "Your account has been created" mail (WC_Email_Customer_New_Account), without the
 * password, in the shopper's language. When orders were placed as a guest with the account's address,
 * it carries the link that joins them to the account: following it shows the mailbox is the shopper's.
 */
export async function sendWelcomeMail(deps: WelcomeDeps, customer: NewAccount): Promise<void> {
  const locale = deps.language?.locale ?? DEFAULT_LOCALE;
  const { text, shopUrl } = mailTranslator(locale);
  const guestOrders = await unclaimedGuestOrders(deps.db, customer.email);
  const lines = [
    text('mail.greeting', { name: customer.firstName || customer.username }),
    '',
    text('welcome.intro', { username: customer.username }),
    text('welcome.signIn', { url: shopUrl(deps.config.publicUrl, '/my-account') }),
  ];
  if (guestOrders > 0) lines.push('', text('welcome.guestOrders', { count: guestOrders }), '', await guestOrdersLink(deps.config, customer, locale));
  await sendMail(deps, { to: customer.email, subject: text('welcome.subject'), text: lines.join('\n') });
}

/** A welcome mail must never fail the registration or checkout that created the account. */
export function welcomeQuietly(deps: WelcomeDeps, customer: NewAccount): Promise<void> {
  return sendWelcomeMail(deps, customer).catch((error: unknown) => deps.log.error({ err: error }, 'welcome mail failed'));
}
