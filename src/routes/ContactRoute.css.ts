import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const page = style({ maxWidth: '1100px', margin: '0 auto', padding: `${vars.space.lg} 0` });
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  marginTop: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const card = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface });
export const cardTitle = style({ fontSize: '1.05rem', margin: `0 0 ${vars.space.sm}` });
export const address = style({ fontStyle: 'normal', lineHeight: 1.6 });
export const text = style({ margin: 0, lineHeight: 1.6 });
