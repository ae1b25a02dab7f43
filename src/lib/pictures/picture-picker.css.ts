import { style } from '@vanilla-extract/css';
import { line, plainList } from '#src/ui/styles/card.css.ts';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The picture picker (decision 0107): small pictures in a grid as wide as its column, never wider. */

export const picker = style({ display: 'grid', gap: space.sm, minWidth: 0 });

export const panel = style({
  display: 'grid',
  gap: space.sm,
  minWidth: 0,
  padding: space.sm,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
});

export const grid = style([
  plainList,
  { gap: space.sm, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 7rem), 1fr))' },
]);

/** A picture is its own button: its alt text names it. */
export const choice = style({
  display: 'block',
  width: '100%',
  padding: 0,
  border: `2px solid ${line}`,
  borderRadius: '0.25rem',
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { borderColor: vars.color.primary } },
});

export const thumb = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});

/** The picture chosen now, beside the controls that change it. */
export const preview = style({
  display: 'block',
  width: '8rem',
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: '0.25rem',
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

export const note = style({ margin: 0, overflowWrap: 'anywhere' });
