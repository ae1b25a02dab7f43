import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ paddingBlock: space.xl });

export const header = style({
  display: 'grid',
  gap: space.lg,
  alignItems: 'center',
  marginBottom: space.lg,
  '@media': { [breakpoints.small]: { gridTemplateColumns: 'auto 1fr' } },
});

export const portrait = style({
  width: '12rem',
  aspectRatio: '4 / 5',
  objectFit: 'cover',
  borderRadius: vars.radius.card,
});

export const name = style({ marginBottom: space.xs });

export const lifeDates = style({ fontSize: '1.1rem', margin: 0 });

export const sections = style({
  borderBlock: `1px solid ${vars.color.secondary}`,
  marginBottom: space.xl,
});

export const sectionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
});

export const sectionLink = style({
  display: 'inline-block',
  padding: `${space.sm} ${space.md}`,
  // 24 px targets at least (WCAG 2.2 target size).
  minHeight: '2.75rem',
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: {
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary, fontWeight: 600 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const text = style({ maxWidth: '46rem' });
globalStyle(`${text} a`, { color: vars.color.primary });
