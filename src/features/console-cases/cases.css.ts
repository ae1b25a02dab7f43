import { style } from '@vanilla-extract/css';
import { card as listCard, line } from '#src/ui/styles/card.css.ts';
import { consolePage } from '#src/ui/styles/page.css.ts';
import { actions as actionRow } from '#src/ui/styles/rows.css.ts';
import { breakpoints, space } from '#src/ui/theme/theme.css.ts';

/* The console's cases (decision 0065): cards and definition lists, not tables, so a phone reads them. */

export { badge, badges, cardTitle, meta, panelTitle, plainList as list } from '#src/ui/styles/card.css.ts';
export { linkPager as paging } from '#src/ui/pager/pager.css.ts';

export const page = style([consolePage, { minWidth: 0 }]);

export const lead = style({ margin: 0 });

export const filters = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: '2fr 1fr 1fr auto', alignItems: 'end' } },
});

export const card = style([listCard, { minWidth: 0 }]);

export const panel = style([card, { gap: space.md }]);

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: space.xs,
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
});

export const fact = style({ margin: 0, overflowWrap: 'anywhere' });

export const people = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.sm });

export const person = style({
  display: 'grid',
  gap: space.xs,
  paddingBlockEnd: space.sm,
  borderBottom: `1px solid ${line}`,
  overflowWrap: 'anywhere',
});

export const actions = style([actionRow, { alignItems: 'center' }]);

export const form = style({ display: 'grid', gap: space.md });

export const group = style({ display: 'grid', gap: space.md, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const groupTitle = style({ fontWeight: 700, padding: 0, marginBlockEnd: space.sm });

export const alert = style({ margin: 0, fontWeight: 600, selectors: { '&:empty': { display: 'none' } } });

export const tasks = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });

/** Text as the family typed it: its line breaks kept, long words wrapped. */
export const typed = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const answers = style({
  listStyle: 'none',
  margin: 0,
  paddingInlineStart: space.md,
  borderInlineStart: `3px solid ${line}`,
  display: 'grid',
  gap: space.sm,
});

export const proofImage = style({ display: 'block', maxWidth: '100%', height: 'auto', border: `1px solid ${line}` });

export const proofVideo = style({ display: 'block', width: '100%', maxWidth: '40rem', height: 'auto' });
