import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

// A printed page (an obituary, a statement) is read on paper, where its navigation leads nowhere.
export const nav = style({
  borderBlock: `1px solid ${vars.color.secondary}`,
  marginBottom: space.xl,
  '@media': { print: { display: 'none' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
});

export const link = style({
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
