import { style } from '@vanilla-extract/css';
import { control } from '#src/ui/field/control.css.ts';
import { spaciousCard } from '#src/ui/styles/card.css.ts';
import { consolePage } from '#src/ui/styles/page.css.ts';
import { statusBox } from '#src/ui/styles/status.css.ts';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The picture library (decision 0107): a grid of cards, one column on a phone, nothing wider than it. */

export { cardTitle, meta } from '#src/ui/styles/card.css.ts';
export { actions } from '#src/ui/styles/rows.css.ts';
export { narrowForm as form } from '#src/ui/styles/form.css.ts';

/** Wider than the other console pages: its grid holds three or four pictures a row. */
export const page = style([consolePage, { maxWidth: '64rem' }]);

export const card = style([spaciousCard, { alignContent: 'start', minWidth: 0 }]);

/** A file input's own width (its button and "No file chosen") is wider than a phone's column. */
export const fileInput = style([control, { minWidth: 0, maxWidth: '100%' }]);

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

/** The `sizes` of a picture in a grid cell: the column's width on a phone, a cell of about 20rem after. */
export const gridImageSizes = '(min-width: 48rem) 20rem, 100vw';

export const thumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.secondary,
  borderRadius: '0.25rem',
});

/** A card's status: smaller than a page's, and a long file name in it wraps. */
export const status = style([statusBox, { padding: space.sm, overflowWrap: 'anywhere' }]);
