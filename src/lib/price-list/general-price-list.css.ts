import { style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The Funeral Rule's price lists (decision 0108): sections of figures, the rule's sentences set apart. */

export const section = style({ display: 'grid', gap: space.sm, breakInside: 'avoid-page' });

export const heading = style({ margin: 0 });

export const range = style({ margin: 0, fontWeight: 700 });

export const ruleText = style({
  margin: 0,
  paddingInlineStart: space.md,
  borderInlineStart: `3px solid ${vars.color.primary}`,
});
