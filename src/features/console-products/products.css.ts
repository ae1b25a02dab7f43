import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The shop's products (decision 0082): cards, not tables, so nothing is wider than a phone. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const page = style({ maxWidth: '56rem', display: 'grid', gap: space.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

export const card = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const head = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });

export const photo = style({ width: '5rem', height: '5rem', objectFit: 'cover', borderRadius: '0.25rem' });

export const cardTitle = style({ margin: 0, fontSize: '1.2rem', overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: space.md, maxWidth: '36rem' });

export const check = style({ display: 'flex', gap: space.sm, alignItems: 'center' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const status = style({
  margin: 0,
  padding: space.md,
  border: `2px solid ${line}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});
