import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  gap: vars.space.sm,
  alignItems: 'start',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&[aria-busy="true"]': { opacity: 0.6 } },
});
export const image = style({ width: '64px', height: '64px', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surface });
export const name = style({ fontWeight: 600, color: 'inherit', textDecoration: 'none' });
export const attributes = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: '0.85rem', color: vars.color.textMuted });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', marginTop: vars.space.xs });
export const quantityGroup = style({ display: 'inline-flex', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
// Steppers and text buttons are at least 44x44 px: comfortable tap targets on a phone (WCAG 2.5.5).
export const stepper = style({
  width: '44px',
  minHeight: '44px',
  fontSize: '1.1rem',
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'default', opacity: 0.4 }, '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});
export const quantityInput = style({ width: '3em', textAlign: 'center', border: 'none', font: 'inherit' });
export const textButton = style({
  border: 'none',
  background: 'none',
  padding: `0 ${vars.space.xs}`,
  minWidth: '44px',
  minHeight: '44px',
  color: vars.color.textMuted,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'default', opacity: 0.5 }, '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}` } },
});
export const total = style({ fontWeight: 600, whiteSpace: 'nowrap' });
