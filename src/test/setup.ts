import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { preloadIslands } from '../lib/lazyIsland';
import { provideSanitizer } from '../lib/sanitizerLoader';

// findBy and waitFor give up after 1 s by default: on a busy 2-core machine a role query over a
// rendered cart can take about that long on its own.
configure({ asyncUtilTimeout: 5_000 });

// relay-test-utils expects Jest's global.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// Components render sanitised HTML at once, as on the server; the browser's lazy load has its own test.
provideSanitizer(sanitizeHtml);

// Islands render at once, as on the server; their hydration in the browser has its own e2e tests.
beforeEach(() => preloadIslands());

afterEach(() => {
  cleanup();
});
