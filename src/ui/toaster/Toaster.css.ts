import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '../theme/theme.css.ts';

/** Handed to sonner as its `--width`, which it sets inline and so cannot be changed by a media query itself. */
export const toastWidth = createVar();

// The wrapper only listens (pointer, focus, Escape); sonner's list is fixed to the viewport.
export const region = style({ display: 'contents' });

const list = `${region} [data-sonner-toaster]`;
const toast = `${list} [data-sonner-toast]`;

// Spec §9: 24rem from small screens up, full width minus the margins below. Sonner's own rules take
// over under 600px with the same result.
globalStyle(list, {
  vars: {
    [toastWidth]: 'calc(100vw - var(--offset-left) - var(--offset-right))',
    // The close button sits at the end of the toast, away from where reading starts.
    '--toast-close-button-start': 'unset',
    '--toast-close-button-end': '0',
    '--toast-close-button-transform': 'translate(35%, -35%)',
  },
  '@media': { [breakpoints.small]: { vars: { [toastWidth]: '24rem' } } },
});

globalStyle(`${toast}[data-styled="true"]`, {
  fontFamily: fallbackVar(vars.font.body, 'inherit'),
  fontSize: '0.9375rem',
  padding: space.md,
  color: fallbackVar(vars.color.text, '#1f1f1f'),
  background: fallbackVar(vars.color.surface, '#ffffff'),
});

// Sonner removes the outline; keyboard users who pressed F8 must still see which toast has focus.
globalStyle(`${toast}:focus-visible`, {
  outline: `3px solid ${fallbackVar(vars.color.focus, '#1a5fb4')}`,
  outlineOffset: '2px',
});

// Icon colours meet 3:1 against white (WCAG 1.4.11); the title keeps the text colour.
globalStyle(`${toast}[data-type="success"] [data-icon]`, { color: '#1a7f37' });
globalStyle(`${toast}[data-type="error"] [data-icon]`, { color: '#b42318' });
