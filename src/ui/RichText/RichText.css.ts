import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const richText = style({ lineHeight: 1.65, overflowWrap: 'anywhere' });
globalStyle(`${richText} > :first-child`, { marginTop: 0 });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} a`, { color: vars.color.primary });
globalStyle(`${richText} img`, { height: 'auto', borderRadius: vars.radius.md });
