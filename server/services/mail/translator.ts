import { createIntl, createIntlCache } from 'react-intl';
import { languageTag, localePrefix, type Locale } from '../../../src/i18n/locales';
import { subdivisionsOf } from '../geo/countries';
import { MAIL_MESSAGES, type MailMessageId } from './messages';

const cache = createIntlCache();

export interface MailTranslator {
  locale: Locale;
  text(id: MailMessageId, values?: Record<string, string | number>): string;
  /** An order status (WooCommerce's slug, e.g. "on-hold") by its name; a plugin's unknown status as it is. */
  status(slug: string): string;
  /** A country by its name in the mail's language ("Deutschland"), the code when Intl does not know it. */
  country(code: string): string;
  /** A state by its name in the server's geo data ("Bayern" for DE/BY), the code when it is not a known subdivision. */
  state(country: string, code: string): string;
  /** An address of the shop's storefront in the mail's language: its language prefix before the path. */
  shopUrl(publicUrl: string, path: string): string;
}

/** Texts of one mail in one language, with ICU plurals and the language's names for countries and states. */
export function mailTranslator(locale: Locale): MailTranslator {
  const intl = createIntl({ locale: languageTag(locale), messages: MAIL_MESSAGES[locale], defaultLocale: 'en-US' }, cache);
  const regions = new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'code' });
  const text = (id: MailMessageId, values?: Record<string, string | number>) => intl.formatMessage({ id, defaultMessage: MAIL_MESSAGES.en_US[id] }, values);
  return {
    locale,
    text,
    status: (slug) => {
      const id = `order.status.${slug}`;
      return id in MAIL_MESSAGES.en_US ? text(id as MailMessageId) : slug;
    },
    country: (code) => (code ? (regions.of(code) ?? code) : ''),
    state: (country, code) => subdivisionsOf(country).find((state) => state.code === code)?.name ?? code,
    shopUrl: (publicUrl, path) => {
      const prefix = localePrefix(locale);
      return `${publicUrl}${prefix ? `/${prefix}` : ''}${path}`;
    },
  };
}
