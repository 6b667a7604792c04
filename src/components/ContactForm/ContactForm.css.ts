import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: `0 ${vars.space.md}`, '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } } });
export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });
/** The spam trap: out of sight and out of the tab order, and hidden from assistive technology. */
export const trap = style({ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' });
export const hint = style({ fontSize: '0.85rem', color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });
