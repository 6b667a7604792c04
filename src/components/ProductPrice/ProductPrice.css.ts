import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const price = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.sm });
export const current = styleVariants({
  regular: { fontWeight: 700 },
  sale: { fontWeight: 700, color: vars.color.sale },
});
export const regular = style({ color: vars.color.textMuted, fontSize: '0.875em' });
export const size = styleVariants({ md: { fontSize: '1rem' }, lg: { fontSize: '1.5rem' } });
