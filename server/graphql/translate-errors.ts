import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { translateServerMessage } from '../services/i18n/server-messages';
import type { RequestLanguage } from './request-locale';

/** Puts the messages of refusals a shopper reads (coupon, stock, sign-in, limits, account, reviews) into the request's language. */
export function translateErrorsPlugin(): Plugin<{ language?: RequestLanguage }> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result) || !result.errors?.length) return;
          const locale = (args.contextValue as { language?: RequestLanguage }).language?.locale;
          if (!locale || locale === 'en_US') return;
          const errors = result.errors.map((error) => {
            const message = translateServerMessage(error.message, locale);
            if (message === error.message) return error;
            const { nodes, source, positions, path, originalError, extensions } = error;
            return new GraphQLError(message, { nodes, source, positions, path, originalError: originalError ?? error, extensions });
          });
          setResult({ ...result, errors });
        },
      };
    },
  };
}
