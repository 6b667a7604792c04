import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const header = style({
  width: '30%',
  padding: vars.space.sm,
  textAlign: 'left',
  verticalAlign: 'top',
  fontWeight: 600,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}` });
