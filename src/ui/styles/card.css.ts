import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/theme.css.ts';

/*
 * The console's cards and panels (decision 0064): boxes on the surface colour, one under another, so
 * a phone reads each item whole instead of a table wider than its screen.
 */

/** The text colour at 30 %: the thin rule of the console's boxes. */
export const line = `color-mix(in srgb, ${vars.color.text} 30%, transparent)`;

/** A list without bullets, its items a column apart. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });

/** A box without a gap of its own: compose it with one (`style([box, { gap: space.sm }])`). */
export const box = style({
  display: 'grid',
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

/** One item of a list: its lines close together. */
export const card = style([box, { gap: space.xs }]);

/** An item whose lines are paragraphs, pictures or forms rather than facts: further apart. */
export const spaciousCard = style([box, { gap: space.sm }]);

/** A section of an item's own page: its parts further apart. */
export const panel = style([box, { gap: space.md }]);

export const cardTitle = style({ margin: 0, fontSize: '1.2rem', overflowWrap: 'anywhere' });

export const panelTitle = style({ margin: 0, fontSize: '1.25rem' });

/** A line of facts under a card's title (dates, places, references). */
export const meta = style({ margin: 0, overflowWrap: 'anywhere' });

export const badges = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: space.sm });

export const badge = style({
  padding: `0 ${space.sm}`,
  border: `1px solid ${line}`,
  borderRadius: '999px',
  fontSize: '0.95rem',
});
