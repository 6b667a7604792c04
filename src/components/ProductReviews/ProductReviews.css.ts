import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The reviews' heading (the panel's first, under the product's name): it reads as the line of text it was. */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
  font: 'inherit',
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const item = style({ selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } });
export const empty = style({ color: vars.color.textMuted });
export const more = style({
  marginTop: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&[data-hovered]': { background: vars.color.surface } },
});
export const formTitle = style({ fontSize: '1.17em', margin: '1em 0' });
export const formSection = style({ marginTop: vars.space.xl, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });
