import { style } from '@vanilla-extract/css';

/** The island's wrapper takes no part in the layout: its content sits in the parent as before. */
export const island = style({ display: 'contents' });
