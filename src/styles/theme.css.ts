import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';

/** Design tokens: components style only through these (DESIGN.md §3). */
export const vars = createThemeContract({
  color: {
    text: null,
    textMuted: null,
    background: null,
    surface: null,
    border: null,
    primary: null,
    primaryText: null,
    accent: null,
    sale: null,
    success: null,
    danger: null,
    focus: null,
    overlay: null,
  },
  font: { body: null, heading: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  size: { maxWidth: null, headerHeight: null },
});

createGlobalTheme(':root', vars, {
  color: {
    text: '#1f2328',
    textMuted: '#57606a',
    background: '#ffffff',
    surface: '#f6f8fa',
    border: '#d0d7de',
    primary: '#1a7f5a',
    primaryText: '#ffffff',
    accent: '#7c3aed',
    sale: '#b42318',
    success: '#1a7f37',
    danger: '#b42318',
    focus: '#0969da',
    overlay: 'rgba(15, 23, 42, 0.6)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '16px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(0,0,0,0.06)',
    md: '0 4px 12px rgba(0,0,0,0.08)',
    lg: '0 12px 32px rgba(0,0,0,0.16)',
  },
  size: { maxWidth: '1280px', headerHeight: '64px' },
});

/** Breakpoints (spec §9 image widths): sm 640, md 768, lg 1024, xl 1280. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
} as const;
