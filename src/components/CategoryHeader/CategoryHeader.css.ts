import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const header = style({ marginBottom: vars.space.lg });
export const title = style({ fontSize: '2rem', margin: 0 });
export const description = style({ color: vars.color.textMuted, maxWidth: '72ch', marginTop: vars.space.sm });
