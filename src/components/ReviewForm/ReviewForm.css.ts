import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md, maxWidth: '640px' });
export const row = style({ display: 'grid', gap: vars.space.md, '@media': { [media.sm]: { gridTemplateColumns: '1fr 1fr' } } });
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const label = style({ fontWeight: 600 });
export const input = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  selectors: { '&[data-invalid]': { borderColor: vars.color.danger } },
});
export const textarea = style([input, { minHeight: '120px', resize: 'vertical' }]);
export const error = style({ color: vars.color.danger, fontSize: '0.875rem' });
export const stars = style({ display: 'flex', gap: vars.space.xs });
export const star = style({
  fontSize: '1.75rem',
  lineHeight: 1,
  color: vars.color.border,
  cursor: 'pointer',
  selectors: {
    '&[data-filled="true"]': { color: '#b45309' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: vars.radius.sm },
  },
});
export const submit = style({
  justifySelf: 'start',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } },
});
export const success = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: '#e7f5ee', color: vars.color.success });
export const failure = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: '#fdecea', color: vars.color.danger });
