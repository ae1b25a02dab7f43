import { globalStyle, style } from '@vanilla-extract/css';
import { control, errorColor } from '#src/ui/field/control.css.ts';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

/*
 * The wizard's look: one calm column, generous spacing, large targets (at least 44 px), errors in
 * words beside the field, never colour alone.
 */

const border = `color-mix(in srgb, ${vars.color.text} 35%, transparent)`;

export const wizard = style({
  width: '100%',
  maxWidth: '44rem',
  marginInline: 'auto',
  padding: `${space.xl} ${space.md} ${space.xxl}`,
});

export const heading = style({
  fontSize: 'clamp(1.6rem, 4vw, 2.2rem)',
  outline: 'none',
  marginBottom: space.sm,
});

export const lead = style({ fontSize: '1.1rem', margin: `0 0 ${space.lg}` });

export const muted = style({ opacity: 0.85 });

export const progress = style({ marginBottom: space.lg });

export const progressText = style({ margin: `0 0 ${space.xs}`, fontWeight: 600 });

export const stepList = style({
  display: 'none',
  listStyle: 'none',
  padding: 0,
  margin: `${space.sm} 0 0`,
  gap: space.sm,
  flexWrap: 'wrap',
  fontSize: '0.9rem',
  '@media': { [breakpoints.small]: { display: 'flex' } },
});

export const stepItem = style({
  selectors: {
    '&:not(:last-child)::after': { content: '"›"', marginInlineStart: space.sm, opacity: 0.6 },
    '&[aria-current="step"]': { fontWeight: 700, textDecoration: 'underline', textUnderlineOffset: '0.25em' },
  },
});

export const form = style({ display: 'grid', gap: space.lg });

export const textarea = style([control, { minHeight: '8rem', resize: 'vertical' }]);

export const shortControl = style({ maxWidth: '16rem' });

export const choices = style({ display: 'grid', gap: space.sm });

/** A radio with its words, the whole card clickable through its label. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  columnGap: space.md,
  padding: space.md,
  background: vars.color.surface,
  border: `2px solid ${border}`,
  borderRadius: vars.radius.card,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
  },
});

export const choiceInput = style({
  width: '1.4rem',
  height: '1.4rem',
  margin: '0.15rem 0 0',
  accentColor: vars.color.primary,
});

export const choiceLabel = style({ fontWeight: 600, cursor: 'pointer' });

export const choiceText = style({ gridColumn: 2, margin: `${space.xs} 0 0` });

export const inlineChoice = style([choice, { padding: `${space.sm} ${space.md}` }]);

export const addressGrid = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.small]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({ '@media': { [breakpoints.small]: { gridColumn: '1 / -1' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  marginTop: space.md,
});

export const actionsEnd = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, marginInlineStart: 'auto' });

export const callout = style({
  padding: space.md,
  borderInlineStart: `6px solid ${vars.color.primary}`,
  background: vars.color.surface,
  borderRadius: '0.5rem',
  margin: `0 0 ${space.lg}`,
});

export const alert = style([callout, { borderInlineStartColor: errorColor }]);

export const calloutTitle = style({ fontSize: '1.1rem', margin: `0 0 ${space.xs}` });

export const phone = style({ fontWeight: 700, fontSize: '1.15rem', whiteSpace: 'nowrap' });

export const reviewSection = style({
  borderTop: `1px solid ${border}`,
  paddingBlock: space.lg,
});

export const reviewHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space.md,
  flexWrap: 'wrap',
});

export const answers = style({
  display: 'grid',
  gap: space.sm,
  margin: 0,
  '@media': { [breakpoints.small]: { gridTemplateColumns: 'minmax(10rem, 2fr) 3fr' } },
});

export const answerTerm = style({ fontWeight: 600 });

export const answerValue = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const notAnswered = style({ fontStyle: 'italic', opacity: 0.8 });

export const linkList = style({ margin: `${space.sm} 0 0`, paddingInlineStart: space.lg });

globalStyle(`${wizard} a:not([class])`, { textUnderlineOffset: '0.2em' });
