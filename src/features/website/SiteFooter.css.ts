import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

export const footer = style({
  marginTop: space.xxl,
  paddingBlock: space.xl,
  background: vars.color.text,
  color: vars.color.background,
});

export const columns = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });

export const heading = style({ fontSize: '1.1rem', color: 'inherit' });

export const link = style({ display: 'inline-block', minHeight: '1.5rem', paddingBlock: '0.125rem' });

export const fine = style({ marginTop: space.xl, fontSize: '0.9rem' });
