import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/theme.css.ts';
import { line } from '../styles/card.css.ts';

/* A list page's own parts: the row of its "New …" button, its tabs. */

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'end', margin: 0 });

export { inlineList as tabs } from '../styles/rows.css.ts';

/** A tab looks like a pill; the current one says so by weight and border as well as by aria-current. */
export const tab = style({
  display: 'inline-block',
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${line}`,
  borderRadius: '999px',
  selectors: { '&[aria-current="page"]': { fontWeight: 700, borderWidth: '2px', borderColor: vars.color.text } },
});
