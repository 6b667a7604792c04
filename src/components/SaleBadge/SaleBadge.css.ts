import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.sale,
  color: '#ffffff',
  fontSize: '0.8rem',
  fontWeight: 700,
});
