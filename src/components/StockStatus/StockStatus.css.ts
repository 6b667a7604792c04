import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const status = styleVariants({
  IN_STOCK: { color: vars.color.success, fontWeight: 600 },
  ON_BACKORDER: { color: '#9a6700', fontWeight: 600 },
  OUT_OF_STOCK: { color: vars.color.danger, fontWeight: 600 },
});
