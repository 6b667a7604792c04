import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const note = style({ color: vars.color.textMuted, fontSize: '0.75rem', fontWeight: 400 });
