import { fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

// Outside a themed page the bar still shows, in the surrounding text colour.
const barColor = fallbackVar(vars.color.primary, 'currentColor');
const trackColor = fallbackVar(vars.color.secondary, 'color-mix(in srgb, currentColor 15%, transparent)');

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  height: '0.5rem',
  borderRadius: '9999px',
  backgroundColor: trackColor,
});

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

// Reduced motion: no travel at all, only a slow change of strength, so "still working" is still said.
const breathe = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.4 },
});

export const indicator = style({
  width: '100%',
  height: '100%',
  borderRadius: 'inherit',
  backgroundColor: barColor,
  transition: 'transform 200ms ease-out',
  selectors: {
    '&[data-state="indeterminate"]': {
      width: '40%',
      animation: `${slide} 1.4s ease-in-out infinite`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      transition: 'none',
      selectors: {
        '&[data-state="indeterminate"]': {
          width: '100%',
          animation: `${breathe} 2.4s ease-in-out infinite`,
        },
      },
    },
  },
});
