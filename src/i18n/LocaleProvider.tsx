import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, languageTag, type Locale } from './locales';

/** react-intl for the active locale; English texts are the messages' defaults. */
export function LocaleProvider({ locale = DEFAULT_LOCALE, messages = {}, children }: {
  locale?: Locale;
  messages?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <IntlProvider locale={languageTag(locale)} defaultLocale={languageTag(DEFAULT_LOCALE)} messages={messages}>
      {children}
    </IntlProvider>
  );
}
