import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/theme.css.ts';

/** A console form of a few fields: one column, no wider than its fields are easy to fill. */
export const narrowForm = style({ display: 'grid', gap: space.md, maxWidth: '36rem' });

/** The family pages' own control: outlined in the text colour, at least 44 px tall. */
export const outlinedControl = style({
  minHeight: '2.75rem',
  padding: `${space.sm} ${space.md}`,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.card,
});

/** A fieldset that groups fields without a box around them; its legend reads as a small heading. */
export const fieldGroup = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: space.md });

export const fieldGroupTitle = style({ fontWeight: 600, fontSize: '1.15rem', padding: 0, marginBottom: space.sm });
