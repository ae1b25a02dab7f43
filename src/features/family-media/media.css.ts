import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '#src/ui/styles/card.css.ts';
import { tile, tileImageSizes } from '#src/ui/tile/tile.css.ts';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The family media pages: a task's page, its file list with a progress bar per file, photo cards and theme cards. */

export const page = style({ display: 'grid', gap: space.lg, maxWidth: '52rem' });

export const intro = style({ margin: 0, maxWidth: '40rem' });

export const fileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const fileRow = style([tile, { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' }]);

export const progressLabel = style({ display: 'grid', gap: space.xs, overflowWrap: 'anywhere' });

export const progressBar = style({ width: '100%', height: '0.75rem', accentColor: vars.color.primary });

export const error = style({ color: '#9b1c1c', margin: 0, fontWeight: 600 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const grid = style([plainList, { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }]);

/** One column on a phone, cells of 14rem and more beside each other after. */
export const gridImageSizes = tileImageSizes;

export const card = style([tile, { background: vars.color.surface }]);

export const thumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.secondary,
});

export const portrait = style({
  width: '16rem',
  height: 'auto',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  background: vars.color.secondary,
});

export const fieldStack = style({ display: 'grid', gap: space.xs });

export const input = style({
  // A file input's own width (its button and "No file chosen") is wider than a 320 px phone's column.
  minWidth: 0,
  maxWidth: '100%',
  font: 'inherit',
  padding: space.sm,
  border: `1px solid ${vars.color.text}`,
  borderRadius: '0.25rem',
  minHeight: '2.75rem',
});

/** The player's own width (300 px in Chromium) is more than a 320 px phone has beside the cell's padding. */
export const audio = style({ display: 'block', maxWidth: '100%' });

export const themeCard = style([
  tile,
  {
    gap: space.xs,
    borderWidth: '2px',
    cursor: 'pointer',
    selectors: { '&:has(input:checked)': { borderColor: vars.color.primary } },
  },
]);
globalStyle(`${themeCard}:focus-within`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });

export const preview = style({
  padding: space.lg,
  borderRadius: vars.radius.card,
  background: 'var(--memorial-background)',
  backgroundImage: 'linear-gradient(rgb(255 255 255 / 0.85), rgb(255 255 255 / 0.85)), var(--memorial-image)',
  backgroundSize: 'cover',
  color: 'var(--memorial-text)',
  fontFamily: 'var(--memorial-font)',
  border: '2px solid var(--memorial-accent)',
});

export const previewName = style({ margin: 0, color: 'var(--memorial-accent)', fontFamily: 'var(--memorial-font)' });

export const fieldset = style({ border: 'none', padding: 0, margin: 0, display: 'grid', gap: space.sm });

export const colours = style({ display: 'flex', flexWrap: 'wrap', gap: space.md });
