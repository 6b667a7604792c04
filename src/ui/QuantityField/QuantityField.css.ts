import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const error = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.danger, fontSize: '0.8125rem', maxWidth: '14rem' });
