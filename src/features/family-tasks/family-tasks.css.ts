import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

export const frame = style({ display: 'grid', gap: space.lg });

export const bar = style({
  display: 'grid',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center', margin: 0 });

export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});

export const link = style({ color: vars.color.primary, display: 'inline-block', minHeight: '1.5rem' });

export const control = style({
  minHeight: '2.75rem',
  padding: `${space.sm} ${space.md}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.card,
});

export const form = style({ display: 'grid', gap: space.md, maxWidth: '40rem' });

export const wide = style({ width: '100%' });

export const group = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: space.md });

export const groupTitle = style({ fontWeight: 600, fontSize: '1.15rem', padding: 0, marginBottom: space.sm });
