import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const note = style({ display: 'block', fontSize: '0.8rem', fontWeight: 400, color: vars.color.textMuted });
