import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;

/** vanilla-extract's style modules (their class names) and the CSS they compile to. */
const STYLESHEETS = /\.css(\.ts)?(\?|$)/;

/**
 * How the browser build groups modules into files. On a phone link every file costs a round trip,
 * and the per-module chunks automatic splitting made (65-85 requests a page) kept pages from being
 * interactive for 5 s. So:
 * - everything the entry imports statically is one file (the entry);
 * - react-aria, which only the islands, panels and shopper-only screens use, comes in a few files,
 *   fetched when an island or panel needs them (the buttons' press handling with the shopper's first
 *   gesture): a request or three instead of twenty, and still lazy;
 * - the small files automatic splitting makes for code that several lazy parts share are copied
 *   into those parts (Rolldown keeps one module instance across the copies), so a screen or an
 *   island is one file; screens, islands and panels stay separate files, loaded when they were.
 */
export const chunkGroups: CodeSplitting = {
  groups: [
    { name: 'shell', tags: ['$initial'], priority: 2 },
    { name: 'styles', test: STYLESHEETS, priority: 1 },
  ],
  experimentalInlineCommonChunks: { maxSize: 24 * 1024, exclude: STYLESHEETS },
};

/**
 * Output file names. Rolldown names the file holding the entry's static imports after the checkout's
 * directory, not after its group: it is called `shell` here, whatever the directory.
 */
export function chunkFileName(chunk: Rolldown.PreRenderedChunk): string {
  return chunk.moduleIds.some((id) => /[\\/]src[\\/]entry-client\.tsx$/.test(id)) && !chunk.isEntry ? 'assets/shell-[hash].js' : 'assets/[name]-[hash].js';
}
