import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/theme.css.ts';

/*
 * The look of a text input, select or textarea on the site's theme: the family portal's forms, the
 * planning wizard and the shop's checkout. Apart from field.css.ts, which the public entry carries:
 * this file loads only with the forms that use it.
 */

/** Dark red with at least 6:1 contrast on white and on the site's light backgrounds (as field.css.ts). */
export const errorColor = '#a3221b';

/**
 * The border is the text colour at 60 %: at least 3:1 against the light backgrounds (WCAG 1.4.11),
 * where the 30 % of the old copies gave under 2:1 with dark text.
 */
const border = `color-mix(in srgb, ${vars.color.text} 60%, transparent)`;

/** At least 44 px tall; while invalid its border is thicker and red (the message is in words beside it). */
export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${space.sm} ${space.md}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px solid ${border}`,
  borderRadius: '0.5rem',
  // The third pixel is a shadow, not border: the control keeps its size when an error appears.
  selectors: { '&[aria-invalid="true"]': { borderColor: errorColor, boxShadow: `inset 0 0 0 1px ${errorColor}` } },
});

export const textarea = style([control, { minHeight: '6rem', resize: 'vertical' }]);
