import { DEFAULT_LOCALE } from '../../../src/i18n/locales';
import { mailTranslator } from '../mail/translator';
import { sendMail, type MailDeps } from '../mail/mailer';
import type { CustomerRow } from './accounts';

/** WooCommerce's "Your account has been created" mail (WC_Email_Customer_New_Account), without the password, in the shopper's language. */
export async function sendWelcomeMail(deps: MailDeps, customer: Pick<CustomerRow, 'email' | 'username' | 'firstName'>): Promise<void> {
  const { text, shopUrl } = mailTranslator(deps.language?.locale ?? DEFAULT_LOCALE);
  await sendMail(deps, {
    to: customer.email,
    subject: text('welcome.subject'),
    text: [
      text('mail.greeting', { name: customer.firstName || customer.username }),
      '',
      text('welcome.intro', { username: customer.username }),
      text('welcome.signIn', { url: shopUrl(deps.config.publicUrl, '/my-account') }),
    ].join('\n'),
  });
}

/** A welcome mail must never fail the registration or checkout that created the account. */
export function welcomeQuietly(deps: MailDeps, customer: Pick<CustomerRow, 'email' | 'username' | 'firstName'>): Promise<void> {
  return sendWelcomeMail(deps, customer).catch((error: unknown) => deps.log.error({ err: error }, 'welcome mail failed'));
}
