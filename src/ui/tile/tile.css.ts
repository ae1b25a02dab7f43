import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/theme.css.ts';

/*
 * Tiles: one thing of a list (a file being sent, a photo, a line of an arrangement) boxed on its own in
 * the theme's muted rule. A feature composes a tile (style([tile, { … }])) for its own padding,
 * background or columns.
 */

/** A tile: its parts stacked a small gap apart, inside a thin muted border with the theme's corners. */
export const tile = style({
  display: 'grid',
  gap: space.sm,
  padding: space.sm,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.card,
});

/** The `sizes` of a picture in a tile of a grid: the column's width on a phone, a cell of about 20rem after. */
export const tileImageSizes = '(min-width: 48rem) 20rem, 100vw';
