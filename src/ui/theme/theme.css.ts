import { createThemeContract, globalStyle } from '@vanilla-extract/css';

/** One theme contract; a site's design fills it at run time (see site-theme.ts). */
export const vars = createThemeContract({
  color: {
    text: null,
    secondary: null,
    background: null,
    surface: null,
    primary: null,
    onPrimary: null,
    focus: null,
    muted: null,
  },
  font: {
    heading: null,
    body: null,
  },
  radius: {
    button: null,
    secondaryButton: null,
    card: null,
  },
});

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2.5rem',
  xxl: '4rem',
} as const;

export const breakpoints = {
  /** A phone's screen: narrower than `small` (decision 0071: tables read as lists there). */
  phone: 'screen and (max-width: 639.98px)',
  small: 'screen and (min-width: 640px)',
  medium: 'screen and (min-width: 900px)',
} as const;

export const contentWidth = '72rem';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: 'system-ui, sans-serif',
  lineHeight: 1.6,
  // A long word (an email address, a link) breaks rather than widening its column past a phone's screen:
  // `anywhere`, unlike `break-word`, also lowers the width a grid or flex column needs for it.
  overflowWrap: 'anywhere',
});
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.25, margin: `0 0 ${space.md}` });
globalStyle('a', { color: 'inherit' });
