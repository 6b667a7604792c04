import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });
export const item = style({ display: 'grid', gridTemplateColumns: '64px 1fr auto', gap: vars.space.md, alignItems: 'center', padding: `${vars.space.sm} 0`, borderBottom: `1px solid ${vars.color.border}` });
export const image = style({ width: 64, height: 64, objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surface });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'flex-end' });
export const empty = style({ color: vars.color.textMuted });
