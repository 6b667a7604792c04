import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const review = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.md, padding: `${vars.space.md} 0` });
export const avatar = style({ width: '48px', height: '48px', borderRadius: vars.radius.full, background: vars.color.surface });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const author = style({ fontWeight: 700, margin: 0, fontSize: '1rem' });
export const date = style({ color: vars.color.textMuted, fontSize: '0.875rem' });
export const verified = style({ color: vars.color.success, fontSize: '0.875rem' });
export const pending = style({ color: '#9a6700', fontSize: '0.875rem', margin: `${vars.space.xs} 0` });
export const content = style({ marginTop: vars.space.xs });
