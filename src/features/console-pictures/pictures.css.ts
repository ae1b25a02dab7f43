import { style } from '@vanilla-extract/css';
import { control } from '#src/ui/field/control.css.ts';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The picture library (decision 0107): a grid of cards, one column on a phone, nothing wider than it. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const page = style({ maxWidth: '64rem', display: 'grid', gap: space.lg });

export const meta = style({ margin: 0, overflowWrap: 'anywhere' });

export const card = style({
  display: 'grid',
  gap: space.sm,
  alignContent: 'start',
  minWidth: 0,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const cardTitle = style({ margin: 0, fontSize: '1.2rem', overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: space.md, maxWidth: '36rem' });

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

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const paging = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.md });

export const status = style({
  margin: 0,
  padding: space.sm,
  border: `2px solid ${line}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  overflowWrap: 'anywhere',
  selectors: { '&:empty': { display: 'none' } },
});
