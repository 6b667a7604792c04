import { createContext, useContext } from 'react';
import type { Locale } from './locales';

export interface LocaleContextValue {
  /** The locale the page shows. */
  locale: Locale;
  /** Shows the same page in another locale and remembers the choice. */
  switchLocale: (next: Locale) => void;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

function useLocaleContext(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale and useSwitchLocale need a <LocaleProvider> above them.');
  return value;
}

/** The active locale, e.g. to pick a locale-specific asset or query argument. */
export function useLocale(): Locale {
  return useLocaleContext().locale;
}

export function useSwitchLocale(): (next: Locale) => void {
  return useLocaleContext().switchLocale;
}
