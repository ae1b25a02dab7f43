import { style } from '@vanilla-extract/css';
import { errorColor } from '#src/ui/field/control.css.ts';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

/*
 * The sympathy shop: a grid of products, a product with its photo beside its words, and a
 * checkout in one column with its total beside it on wide screens. Errors in words, never colour
 * alone; targets at least 44 px.
 */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const intro = style({ maxWidth: '46rem', marginTop: 0 });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: space.xs,
  alignContent: 'start',
  background: vars.color.surface,
  borderRadius: vars.radius.card,
  overflow: 'hidden',
  paddingBottom: space.md,
});

/** Square, as the stock photos are; a library picture of another shape is cropped to fill it (decision 0107). */
export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  display: 'block',
});

export const cardText = style({ paddingInline: space.md, margin: 0 });

export const cardTitle = style([cardText, { fontSize: '1.1rem', marginTop: space.sm }]);

/** The product's name is the link; the whole card is its target. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
});

export const price = style({ fontWeight: 700, fontSize: '1.1rem' });

export const product = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const productImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
});

export const facts = style({ display: 'grid', gap: space.sm, margin: `0 0 ${space.lg}` });

export const checkout = style({
  display: 'grid',
  gap: space.xl,
  alignItems: 'start',
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)' } },
});

export const form = style({ display: 'grid', gap: space.lg });

export const group = style({ display: 'grid', gap: space.md, border: 0, padding: 0, margin: 0, minWidth: 0 });

export const groupTitle = style({ fontSize: '1.25rem', fontWeight: 700, padding: 0, marginBottom: space.xs });

export const narrow = style({ maxWidth: '12rem' });

export const pair = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.small]: { gridTemplateColumns: '1fr 1fr' } },
});

export const choices = style({ display: 'grid', gap: space.sm });

export const choice = style({
  display: 'flex',
  gap: space.md,
  alignItems: 'center',
  padding: `${space.sm} ${space.md}`,
  minHeight: '2.75rem',
  background: vars.color.surface,
  border: `2px solid ${line}`,
  borderRadius: '0.5rem',
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary } },
});

export const radio = style({ width: '1.3rem', height: '1.3rem', flex: 'none', accentColor: vars.color.primary });

export const note = style({
  margin: 0,
  padding: space.md,
  background: vars.color.surface,
  borderInlineStart: `6px solid ${vars.color.primary}`,
  borderRadius: '0.5rem',
});

export const alert = style([note, { borderInlineStartColor: errorColor, fontWeight: 600 }]);

export const summary = style({
  display: 'grid',
  gap: space.sm,
  padding: space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.card,
});

export const summaryTitle = style({ fontSize: '1.25rem', margin: 0 });

export const lines = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
});

export const total = style({ fontWeight: 700, borderTop: `1px solid ${line}`, paddingTop: space.xs });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, auto) 1fr',
  gap: `${space.sm} ${space.md}`,
  margin: 0,
  maxWidth: '46rem',
});

export const term = style({ fontWeight: 600 });

export const value = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
