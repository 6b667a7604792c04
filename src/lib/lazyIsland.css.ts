import { globalStyle, style } from '@vanilla-extract/css';

/** The island's wrapper takes no part in the layout: its content sits in the parent as before. */
export const island = style({ display: 'contents' });

// A tap that waits for the island's code (clickReplay's `data-waiting`) shows it is taken: after a
// moment, so a quick link never flickers; the wait ends at once when the island is live.
globalStyle(`.${island}[data-waiting] *`, { cursor: 'progress' });
globalStyle(`.${island}[data-waiting] > *`, { opacity: 0.6, transition: 'opacity 0.2s ease 0.15s' });
