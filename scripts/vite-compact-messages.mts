import type { Plugin } from 'vite';
import { compactMessages } from '../src/i18n/literalMessages.ts';

/** The compiled messages of each locale (`npm run i18n:compile`). */
const COMPILED_MESSAGES = /[\\/]src[\\/]i18n[\\/]compiled[\\/][^\\/]+\.json$/;

/**
 * Ships each locale's compiled messages with text-only messages as their text (see compactMessages):
 * every page's first render waits for this file. The loader expands them again (messages.ts).
 */
export function compactMessagesPlugin(): Plugin {
  return {
    name: 'vitrine-compact-messages',
    // Before Vite's own JSON plugin turns the file into a module.
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!COMPILED_MESSAGES.test(id)) return null;
      return { code: JSON.stringify(compactMessages(JSON.parse(code))), map: null };
    },
  };
}
