import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { i18nSettings, type I18nStrategy } from '../config';
import { rememberLocale } from './browserLocale';
import { LocaleContext, type LocaleContextValue } from './localeContext';
import { switchLocaleUrl } from './localePath';
import { DEFAULT_LOCALE, languageTag, type Locale } from './locales';
import { loadMessages, type Messages } from './messages';

export interface LocaleProviderProps {
  /** The locale settled for this page load (settleLocaleOnFirstAccess) and its loaded messages. */
  locale: Locale;
  messages: Messages;
  strategy?: I18nStrategy;
  /** Loads a URL as a new document; replaceable in tests, where jsdom cannot navigate. */
  openDocument?: (url: string) => void;
  children: ReactNode;
}

function openInWindow(url: string): void {
  window.location.assign(url);
}

/**
 * react-intl for the active locale, `<html lang>` to match, and switching. With locale prefixes the
 * prefix is the router's basename, fixed for a document, so a switch loads the same page under the
 * new prefix; without prefixes the messages are swapped in place.
 */
export function LocaleProvider({
  locale: initialLocale,
  messages: initialMessages,
  strategy = i18nSettings.strategy,
  openDocument = openInWindow,
  children,
}: LocaleProviderProps) {
  const [active, setActive] = useState({ locale: initialLocale, messages: initialMessages });

  useEffect(() => {
    document.documentElement.lang = languageTag(active.locale);
  }, [active.locale]);

  const switchLocale = useCallback(
    (next: Locale) => {
      if (next === active.locale) return;
      rememberLocale(next);
      if (strategy === 'prefix_except_default') {
        openDocument(switchLocaleUrl(window.location, next, strategy));
        return;
      }
      loadMessages(next).then(
        (messages) => setActive({ locale: next, messages }),
        // The cookie already holds the choice: a fresh load of the page applies it.
        () => openDocument(window.location.href),
      );
    },
    [active.locale, strategy, openDocument],
  );

  const context = useMemo<LocaleContextValue>(() => ({ locale: active.locale, switchLocale }), [active.locale, switchLocale]);

  return (
    <LocaleContext.Provider value={context}>
      <IntlProvider locale={languageTag(active.locale)} defaultLocale={languageTag(DEFAULT_LOCALE)} messages={active.messages}>
        {/* react-aria's own texts (a dialog's hidden "Dismiss", a slider's value) in the page's language too. */}
        <I18nProvider locale={languageTag(active.locale)}>{children}</I18nProvider>
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
