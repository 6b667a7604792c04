import { isHydrating } from './hydration';
import type { sanitizeHtml } from './sanitizeHtml';

type Sanitize = typeof sanitizeHtml;

/**
 * The HTML sanitiser (DOMPurify, 9 kB gzip) is not part of a page's first download: a page the
 * server rendered keeps the server's sanitised HTML (see RichText), and the browser loads the
 * sanitiser for backend HTML it renders itself. The server and tests provide it up front, so their
 * renders never wait.
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

/**
 * For a screen's loader: the sanitiser is in before the screen renders backend HTML after a
 * navigation (or a preload on hover), so its text shows with the rest instead of after it. The
 * screen the server rendered needs none. A failed download is left to the render's own attempt.
 */
export function sanitizerForScreen(): Promise<void> {
  if (isHydrating()) return Promise.resolve();
  return loadSanitizer().then(
    () => undefined,
    () => undefined,
  );
}
