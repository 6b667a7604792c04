import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const page = style({ maxWidth: '72ch', margin: '0 auto', padding: `${vars.space.lg} 0` });
export const title = style({ fontSize: '2rem', margin: `0 0 ${vars.space.md}` });
export const lead = style({ fontSize: '1.125rem', color: vars.color.textMuted });
export const section = style({ marginTop: vars.space.lg });
