import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const related = style({ marginTop: vars.space.xl });
