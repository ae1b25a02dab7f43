import { style } from '@vanilla-extract/css';
import { space } from '../theme/theme.css.ts';

/*
 * One look for every form field (the wizard's on the site, the builder's in its panel): the label
 * above, the hint under it, the error in words right under the control, never colour alone.
 * Colours inherit the text colour, so the field reads on the site's theme and on the builder's white.
 */

/** Dark red with at least 6:1 contrast on white and on the site's light backgrounds. */
const errorColor = '#a3221b';

export const field = style({ display: 'grid', gap: space.xs, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const label = style({ fontWeight: 600, padding: 0 });

/** "(required)" or "(optional)" after the label: part of its accessible name, quieter. */
export const mark = style({ fontWeight: 400, opacity: 0.85 });

export const hint = style({ margin: 0, opacity: 0.85, fontSize: '0.95em' });

/**
 * Its line is kept while empty: a message that appeared when a field was left would push the
 * buttons below it down between a press and its release, and the press (Back, right after clearing
 * a required answer) would land on nothing (found by the planning model's long browser walks).
 */
export const error = style({
  margin: 0,
  minHeight: '1lh',
  color: errorColor,
  fontWeight: 600,
});
