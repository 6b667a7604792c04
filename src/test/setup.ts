import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { provideSanitizer } from '../lib/sanitizerLoader';

// relay-test-utils expects Jest's global.
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// Components render sanitised HTML at once, as on the server; the browser's lazy load has its own test.
provideSanitizer(sanitizeHtml);

afterEach(() => {
  cleanup();
});
