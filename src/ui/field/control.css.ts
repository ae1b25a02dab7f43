import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/theme.css.ts';

/*
 * The look of a text input, select or textarea on the site's theme, for forms outside the public
 * pages (the family portal's; the wizard and the shop have copies of it to fold in here). Apart from
 * field.css.ts, which the public entry carries: this file loads only with the forms that use it.
 */

/** Dark red with at least 6:1 contrast on white and on the site's light backgrounds (as field.css.ts). */
export const errorColor = '#a3221b';

/** At least 44 px tall; while invalid its border is thicker and red (the message is in words beside it). */
export const control = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${space.sm} ${space.md}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `2px solid color-mix(in srgb, ${vars.color.text} 30%, transparent)`,
  borderRadius: '0.5rem',
  selectors: { '&[aria-invalid="true"]': { borderColor: errorColor, borderWidth: '3px' } },
});
