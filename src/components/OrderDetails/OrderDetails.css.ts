import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: vars.space.md, margin: `0 0 ${vars.space.lg}`, padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.md });
export const fact = style({ margin: 0 });
export const factLabel = style({ fontSize: '0.85rem', color: vars.color.textMuted });
export const table = style({ width: '100%', borderCollapse: 'collapse', margin: `0 0 ${vars.space.lg}` });
globalStyle(`${table} th, ${table} td`, { padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });
export const thanks = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: '#e8f5ec', color: vars.color.success, fontWeight: 600 });
