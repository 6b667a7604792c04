import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// One column that may shrink below its content's width: a wide child (a table, a long word) must not
// push the page past the screen's right edge on a phone.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});
export const section = style({ margin: `0 0 ${vars.space.lg}`, padding: 0, border: 'none' });
export const sectionTitle = style({ fontSize: '1.15rem', fontWeight: 700, margin: `0 0 ${vars.space.md}`, padding: 0 });
export const twoColumns = style({ display: 'grid', gap: `0 ${vars.space.md}`, '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } } });
export const radioGroup = style({ display: 'grid', gap: vars.space.sm });
export const radio = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-selected]': { borderColor: vars.color.primary, background: vars.color.surface },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
    '&[data-disabled]': { opacity: 0.6, cursor: 'default' },
  },
});
export const radioLabel = style({ flex: 1 });
export const muted = style({ color: vars.color.textMuted, fontSize: '0.9rem' });
export const gatewayDescription = style([muted, { margin: `calc(-1 * ${vars.space.xs}) 0 0`, padding: `0 ${vars.space.sm}` }]);
export const checkbox = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  margin: `${vars.space.sm} 0 ${vars.space.md}`,
  cursor: 'pointer',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});
export const box = style({
  width: 18,
  height: 18,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  display: 'grid',
  placeItems: 'center',
  selectors: { '[data-selected] > &': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText } },
});
export const primaryButton = style({
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.6, cursor: 'default' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
export const secondaryButton = style([
  primaryButton,
  { width: 'auto', flexShrink: 0, whiteSpace: 'nowrap', minHeight: '44px', background: vars.color.surface, color: vars.color.text, border: `1px solid ${vars.color.border}` },
]);
export const alert = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, background: '#fdecea', color: vars.color.danger, margin: `${vars.space.sm} 0` });
export const success = style({ padding: vars.space.sm, borderRadius: vars.radius.sm, background: '#e8f5ec', color: vars.color.success, margin: `${vars.space.sm} 0` });
export const totals = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xs,
  margin: `${vars.space.md} 0`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
export const strong = style({ fontWeight: 700 });
export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });
export const inline = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-end', minWidth: 0 });
globalStyle(`${inline} > :first-child`, { flex: '1 1 auto', minWidth: 0 });
/** A field beside its button: no margin of its own below, so the button lines up with the input. */
export const inlineField = style({ selectors: { [`${inline} > &`]: { marginBottom: 0 } } });
export const inlineRow = style([inline, { marginBottom: vars.space.md }]);
