import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Locale } from '../../src/i18n/locales';
import { translateServerMessage } from '../services/i18n/server-messages';
import { localeFromAcceptLanguage } from '../services/i18n/shopper-locale';
import type { RequestLanguage } from './request-locale';

type LanguageContext = { language?: RequestLanguage; request?: Request };

function inLanguage<E extends Error>(errors: readonly E[], locale: Locale): (E | GraphQLError)[] {
  return errors.map((error) => {
    const message = translateServerMessage(error.message, locale);
    if (message === error.message || !(error instanceof GraphQLError)) return error;
    const { nodes, source, positions, path, originalError, extensions } = error;
    return new GraphQLError(message, { nodes, source, positions, path, originalError: originalError ?? error, extensions });
  });
}

/**
 * The shopper's language, or null when the answer stays in English. A query refused while it is
 * validated has no context of ours yet (it is built for execution), so the request's header is read.
 */
function shopperLocale(context: unknown): Locale | null {
  const { language, request } = context as LanguageContext;
  const locale = language ? language.locale : localeFromAcceptLanguage(request?.headers.get('accept-language'));
  return locale !== 'en_US' ? locale : null;
}

/**
 * Puts the messages of refusals a shopper reads (coupon, stock, sign-in, limits, account, reviews) into
 * the request's language: those of resolvers, and those made readable before execution (a quantity
 * that is no whole number is refused while the query is validated).
 */
export function translateErrorsPlugin(): Plugin<LanguageContext> {
  return {
    onValidate({ context }) {
      return ({ result, setResult }) => {
        if (!result.length) return;
        const locale = shopperLocale(context);
        if (locale) setResult(inLanguage(result, locale));
      };
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result) || !result.errors?.length) return;
          const locale = shopperLocale(args.contextValue);
          if (locale) setResult({ ...result, errors: inLanguage(result.errors, locale) });
        },
      };
    },
  };
}
