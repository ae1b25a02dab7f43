import { globalStyle, style } from '@vanilla-extract/css';
import { outlinedControl } from '#src/ui/styles/form.css.ts';
import { printMainOnly } from '#src/ui/styles/print.ts';
import { breakpoints, space, vars } from '#src/ui/theme/theme.css.ts';

export const page = style({ paddingBlock: space.xl });

export const header = style({ marginBottom: space.lg });

export const eyebrow = style({ margin: 0, fontSize: '0.95rem' });

export const stack = style({ display: 'grid', gap: space.xl });

/** A page of one form: closer together than the sections of a page. */
export const formPage = style({ display: 'grid', gap: space.md });

export const cards = style({
  display: 'grid',
  gap: space.lg,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  padding: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.card,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${space.xs} ${space.md}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0 });

export const link = style({ color: vars.color.primary, display: 'inline-block', minHeight: '1.5rem' });

export const steps = style({
  listStyle: 'none',
  margin: `0 0 ${space.md}`,
  padding: 0,
  display: 'grid',
  gap: space.xs,
});

export const stepDone = style({ fontWeight: 600 });

export const stepMark = style({ display: 'inline-block', width: '1.5em' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });

export { plainList as list } from '#src/ui/styles/card.css.ts';

/** A page's heading and the sentence that says what the page is for, kept together. */
export const intro = style({ display: 'grid', gap: space.sm });
globalStyle(`${intro} > *`, { margin: 0 });

/** A card's own heading: the facts below it follow closely. */
export const cardTitle = style({ marginTop: 0, marginBottom: space.sm });

export const note = style({
  margin: 0,
  padding: space.md,
  border: `1px solid ${vars.color.text}`,
  borderRadius: vars.radius.card,
});

export const alert = style({
  margin: 0,
  padding: space.md,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.card,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});

export { number, table } from '#src/ui/table/data-table.css.ts';

export const form = style({ display: 'grid', gap: space.md, maxWidth: '32rem' });

export { fieldGroup as group, fieldGroupTitle as groupTitle } from '#src/ui/styles/form.css.ts';

export const control = style([outlinedControl, { width: '100%' }]);

export const pair = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.small]: { gridTemplateColumns: '1fr 1fr' } },
});

/*
 * Printing a case page (the statement, the price list): only <main>, black on white, without the
 * site's header and footer, the case navigation or buttons.
 */
export { noPrint } from '#src/ui/styles/print.css.ts';

printMainOnly(page);

/** Sent in memory (decision 0076): one order a line group, the card's words in its own voice. */
export const sentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.md,
  overflowWrap: 'anywhere',
});

export const cardWords = style({ fontStyle: 'italic', whiteSpace: 'pre-line' });
