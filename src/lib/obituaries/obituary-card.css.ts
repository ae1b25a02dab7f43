import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

export const list = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: space.xs,
  height: '100%',
  background: vars.color.surface,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
  padding: space.md,
});

export const portrait = style({
  width: '100%',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
  marginBottom: space.sm,
});

export const name = style({ fontSize: '1.2rem', margin: 0 });

export const detail = style({ margin: 0 });

export const seeAll = style({ marginTop: space.lg, marginBottom: 0 });
