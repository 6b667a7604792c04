import { globalStyle } from '@vanilla-extract/css';

// A tap kept until the app's code runs (index.html's recorder, earlyTap.ts) shows it is taken, as a
// tap waiting for an island's code does (lazyIsland.css.ts).
globalStyle('[data-early-tap]', { cursor: 'progress', opacity: 0.6, transition: 'opacity 0.2s ease 0.15s' });
