import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** Layout shared by the checkout, order, account and wishlist screens. */
export const page = style({ maxWidth: vars.size.maxWidth, margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md}` });
export const narrow = style({ maxWidth: '480px', margin: '0 auto', padding: `${vars.space.lg} ${vars.space.md}` });
export const title = style({ fontSize: '1.75rem', margin: `0 0 ${vars.space.lg}` });
