import { style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

/* The sign-in and password pages of the family portal and the staff console: narrow forms on the site's theme. */

const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

export const page = style({
  maxWidth: '30rem',
  marginInline: 'auto',
  padding: `${space.xl} ${space.md}`,
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.small]: { paddingBlock: space.xxl } },
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading });

export const form = style({ display: 'grid', gap: space.md });

/** A refusal for the whole form (wrong password, too many attempts): the form section's own look. */
export { alert } from '#src/ui/form-section/form-section.css.ts';

export const notice = style({
  margin: 0,
  // A long address ("We sent it to …") breaks rather than widening the page past a phone's screen.
  overflowWrap: 'anywhere',
  padding: space.md,
  border: `2px solid ${line}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});

/** Another way in beside a form ("Email me a code"): its words and its button, wrapping on a phone. */
export const alternative = style({ margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });

/** A checkbox with its label ("Keep me signed in on this device"): a target of 24 px or more (WCAG 2.5.8). */
export const check = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: space.sm,
  alignItems: 'start',
});

export const checkBox = style({ width: '1.5rem', height: '1.5rem', margin: 0, accentColor: vars.color.primary });

export const checkHint = style({ gridColumn: 2, margin: 0, fontSize: '0.9rem' });

export const links = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: space.md });

/** A button that reads as a link (Sign out in a frame). */
export const linkButton = style({
  padding: 0,
  minHeight: '2.75rem',
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 0,
  textDecoration: 'underline',
  cursor: 'pointer',
});
