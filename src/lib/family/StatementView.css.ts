import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/*
 * The statement reads as a document on screen and on paper: full-width tables, figures aligned
 * right, and black on white without backgrounds when printed, never split inside a row.
 */

export const statement = style({ display: 'grid', gap: space.lg, maxWidth: '48rem' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@media': { print: { color: 'black', background: 'white' } },
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${space.sm} ${space.sm}`,
  borderBottom: `1px solid ${vars.color.secondary}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} thead th`, { borderBottom: `2px solid ${vars.color.text}` });
globalStyle(`${table} tr`, { breakInside: 'avoid' });
globalStyle(`${table} th, ${table} td`, {
  '@media': { print: { borderBottomColor: 'black', color: 'black' } },
});

export const caption = style({
  textAlign: 'left',
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontSize: '1.15rem',
  paddingBlock: space.sm,
});

export const category = style({
  fontWeight: 600,
  background: vars.color.surface,
  '@media': { print: { background: 'none' } },
});

export const itemName = style({ fontWeight: 'normal' });

export const number = style({ textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} ${number}`, { textAlign: 'right' });

export const estimate = style({ fontStyle: 'italic' });

export const totals = style({ maxWidth: '24rem', marginInlineStart: 'auto' });

export const totalRow = style({ fontWeight: 700 });
globalStyle(`${totalRow} th, ${totalRow} td`, { borderBottom: `3px double ${vars.color.text}`, fontWeight: 700 });

export const note = style({ margin: 0, fontSize: '0.95rem' });

export const sentence = style({ margin: 0, fontWeight: 600 });

/** The Funeral Rule's part (decision 0109): a heading, the rule's sentence, the reason as written. */
export const rulePart = style({ display: 'grid', gap: space.sm, breakInside: 'avoid' });

export const ruleHeading = style({ margin: 0, fontSize: '1.15rem' });

/** What staff wrote: paragraphs, their line breaks kept. */
export const reason = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
