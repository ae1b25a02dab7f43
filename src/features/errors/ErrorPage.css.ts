import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

export const page = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: `${space.xxl} ${space.md}`,
  color: vars.color.text,
});

export const body = style({ maxWidth: '36rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  justifyContent: 'center',
  marginTop: space.lg,
});
