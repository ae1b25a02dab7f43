import { style } from '@vanilla-extract/css';
import { errorColor } from '#src/ui/field/control.css.ts';
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

/** A refusal for the whole form (wrong password, too many attempts): words, not colour alone. */
export const alert = style({
  margin: 0,
  padding: space.md,
  border: `2px solid ${errorColor}`,
  borderRadius: '0.5rem',
  color: errorColor,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});

export const notice = style({
  margin: 0,
  padding: space.md,
  border: `2px solid ${line}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});

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
