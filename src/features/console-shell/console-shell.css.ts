import { style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

/*
 * The staff console's frame (decision 0062), on the site's theme: a header (company, who is signed
 * in, sign out), the navigation beside the page from 640 px, and behind a "Menu" disclosure below.
 * Nothing is wider than the screen: long names and addresses wrap.
 */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** Shown when focused: the first Tab on every console page. */
export const skip = style({
  position: 'absolute',
  left: space.sm,
  top: '-10rem',
  padding: space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  zIndex: 10,
  selectors: { '&:focus': { top: space.sm } },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xs} ${space.md}`,
  padding: `${space.sm} ${space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${line}`,
});

export const brand = style({ margin: 0, marginRight: 'auto', fontWeight: 600, overflowWrap: 'anywhere' });

export const brandSub = style({ fontWeight: 400 });

export const who = style({ margin: 0, overflowWrap: 'anywhere' });

export const role = style({ fontWeight: 600 });

export const headerActions = style({ display: 'flex', alignItems: 'center', gap: space.sm });

/** A button that reads as a link (Sign out). */
export const textButton = style({
  minHeight: '2.75rem',
  minWidth: '2.75rem',
  padding: `0 ${space.sm}`,
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
});

/** The navigation's disclosure: a phone's only way to the navigation, gone from 640 px. */
export const menuButton = style([
  textButton,
  {
    textDecoration: 'none',
    border: `2px solid ${vars.color.text}`,
    borderRadius: vars.radius.secondaryButton,
    '@media': { [breakpoints.small]: { display: 'none' } },
  },
]);

export const body = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.small]: { gridTemplateColumns: '12rem minmax(0, 1fr)' } },
});

export const nav = style({
  display: 'none',
  borderBottom: `1px solid ${line}`,
  selectors: { '&[data-open="true"]': { display: 'block' } },
  '@media': {
    [breakpoints.small]: { display: 'block', borderBottom: 0, borderRight: `1px solid ${line}` },
  },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: space.sm,
  display: 'grid',
  gap: space.xs,
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  padding: `0 ${space.md}`,
  borderRadius: '0.5rem',
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[aria-current="page"]': { background: vars.color.secondary, fontWeight: 600 },
  },
});

export const main = style({
  minWidth: 0,
  // Families' addresses and names arrive as typed: a long email must wrap, not push a phone sideways.
  overflowWrap: 'anywhere',
  padding: `${space.lg} ${space.md}`,
  outline: 'none',
  '@media': { [breakpoints.small]: { padding: `${space.xl} ${space.lg}` } },
});

/** A console page's column: readable lines, room for lists. */
export const page = style({ maxWidth: '56rem', display: 'grid', gap: space.lg });

export const lead = style({ margin: 0, fontSize: '1.1rem' });

export const list = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xs });

export const screenLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const screenCard = style({
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const screenTitle = style({ margin: 0, fontSize: '1.15rem' });

export const screenSummary = style({ margin: `${space.xs} 0 0` });

/** What a family still has to do, under a case of "My cases": a short line each. */
export const toDo = style({ margin: `${space.xs} 0 0`, paddingLeft: space.md, display: 'grid', gap: '0.125rem' });

/** The frame of the open pages (sign-in, password, invitation): the company's name above the page. */
export const openHeader = style([header, { justifyContent: 'space-between' }]);

export const openMain = style({ flex: 1, outline: 'none' });

/** The count of new requests beside Requests: bold words, not a coloured dot. */
export const navCount = style({ fontWeight: 700 });
