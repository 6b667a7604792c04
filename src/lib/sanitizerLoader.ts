import type { sanitizeHtml } from './sanitizeHtml';

type Sanitize = typeof sanitizeHtml;

/**
 * The HTML sanitiser (DOMPurify, 9 kB gzip) is not part of a page's first download: in the browser
 * it loads on its own, while the server's already sanitised HTML stays on screen. The server and
 * tests provide it up front, so their renders never wait.
 */
let ready: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;

export function provideSanitizer(sanitize: Sanitize): void {
  ready = sanitize;
}

export function loadSanitizer(): Promise<Sanitize> {
  if (ready) return Promise.resolve(ready);
  loading ??= import('./sanitizeHtml').then(
    (module) => (ready = module.sanitizeHtml),
    (error: unknown) => {
      // A failed download (flaky network) may be retried by the next render.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The sanitiser, or its download thrown for the nearest Suspense boundary to wait on. */
export function sanitizerOrSuspend(): Sanitize {
  if (ready) return ready;
  throw loadSanitizer();
}
