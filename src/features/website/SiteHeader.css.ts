import { style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

export const skipLink = style({
  position: 'absolute',
  left: space.md,
  top: '-4rem',
  zIndex: 10,
  padding: space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:focus': { top: space.sm } },
});

export const header = style({
  borderBottom: `1px solid ${vars.color.secondary}`,
  background: vars.color.surface,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  paddingBlock: space.md,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  fontFamily: vars.font.heading,
  fontSize: '1.25rem',
  fontWeight: 700,
  textDecoration: 'none',
});

export const logo = style({ height: '3rem', width: 'auto' });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const navItem = style({ position: 'relative', display: 'flex', alignItems: 'center' });

/** A menu entry for phones only: wider screens show the footer's. */
export const phoneOnlyItem = style([navItem, { '@media': { [breakpoints.small]: { display: 'none' } } }]);

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${space.sm}`,
  textDecoration: 'none',
  fontWeight: 500,
  selectors: {
    '&[aria-current="page"], &[data-status="active"]': { textDecoration: 'underline', textUnderlineOffset: '0.35em' },
  },
});

export const toggle = style({
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  fontSize: '0.8rem',
});

export const submenu = style({
  listStyle: 'none',
  margin: 0,
  padding: space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
  minWidth: '14rem',
  zIndex: 5,
  '@media': {
    [breakpoints.medium]: { position: 'absolute', top: '100%', left: 0, boxShadow: '0 8px 24px rgba(0,0,0,0.12)' },
  },
});

export const phone = style({ fontWeight: 600, whiteSpace: 'nowrap' });
