import { expandMessages, type Messages, type ShippedMessages } from './literalMessages';
import { DEFAULT_LOCALE, type Locale } from './locales';

export type { Messages };
export type MessageImporters = Record<string, () => Promise<ShippedMessages>>;

/**
 * One lazy import per compiled file: the bundler emits each as its own chunk, so a shopper downloads
 * only the active locale's messages.
 */
const compiledMessages: MessageImporters = import.meta.glob<ShippedMessages>('./compiled/*.json', { import: 'default' });

/** A loader that fetches each locale's messages once and shares the download among callers. */
export function createMessageLoader(importers: MessageImporters): (locale: Locale) => Promise<Messages> {
  const loading = new Map<Locale, Promise<Messages>>();
  return (locale) => {
    const cached = loading.get(locale);
    if (cached) return cached;
    const importer = importers[`./compiled/${locale}.json`];
    if (!importer) return Promise.reject(new Error(`No compiled messages for ${locale}: run npm run i18n:compile.`));
    const messages = importer().then(expandMessages);
    loading.set(locale, messages);
    // A failed download (flaky network, replaced deploy) may be retried later.
    messages.catch(() => loading.delete(locale));
    return messages;
  };
}

export const loadMessages = createMessageLoader(compiledMessages);

/**
 * The messages the first render waits for. Should they fail to download, the page still renders in
 * English, from English's compiled messages (the build has no message parser: every text is
 * compiled), and with the locale's number and date formats, rather than not at all.
 */
export function loadMessagesOrDefaults(locale: Locale): Promise<Messages> {
  return loadMessages(locale).catch((error: unknown) => {
    console.error(`Could not load the ${locale} messages; showing English texts.`, error);
    return locale === DEFAULT_LOCALE ? {} : loadMessages(DEFAULT_LOCALE).catch(() => ({}));
  });
}
