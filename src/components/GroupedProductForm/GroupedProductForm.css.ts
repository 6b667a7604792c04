import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, borderTop: `1px solid ${vars.color.border}` });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const info = style({ display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 });
export const name = style({ fontWeight: 600, color: vars.color.text });
export const quantity = style({ display: 'flex', flexDirection: 'column' });
export const viewLink = style({ fontSize: '0.875rem', color: vars.color.primary });
