import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const facts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: vars.space.md, margin: `0 0 ${vars.space.lg}`, padding: vars.space.md, background: vars.color.surface, borderRadius: vars.radius.md });
export const fact = style({ margin: 0 });
globalStyle(`${fact} dd`, { margin: 0 });
export const factLabel = style({ fontSize: '0.85rem', color: vars.color.textMuted });
export const table = style({ width: '100%', borderCollapse: 'collapse', margin: `0 0 ${vars.space.lg}` });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  // A phone has room for four columns only with tighter cells.
  '@media': { '(max-width: 479px)': { padding: `${vars.space.sm} ${vars.space.xs}`, fontSize: '0.9rem' } },
});
export const amount = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} th${amount}, ${table} td${amount}`, { textAlign: 'right' });
export const thanks = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: '#e8f5ec', color: vars.color.success, fontWeight: 600 });
export const addresses = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.lg, margin: `0 0 ${vars.space.lg}` });
export const address = style({ margin: 0 });
export const addressTitle = style({ fontSize: '1.1rem', margin: `0 0 ${vars.space.sm}` });
export const addressText = style({ fontStyle: 'normal', lineHeight: 1.6 });
export const bank = style({ margin: `0 0 ${vars.space.lg}`, padding: vars.space.md, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md });
export const bankList = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const taxNote = style({ display: 'block', fontSize: '0.8rem', fontWeight: 400, color: vars.color.textMuted });
export const tableWrap = style({ overflowX: 'auto' });
export const bankValue = style({ margin: 0, overflowWrap: 'anywhere' });
export const downloadUnavailable = style({ color: vars.color.textMuted });

/** The shopper's own words: a long unbroken string wraps instead of widening the page. */
export const note = style({
  overflowWrap: 'anywhere',
});
