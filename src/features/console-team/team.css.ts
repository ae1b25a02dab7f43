import { style } from '@vanilla-extract/css';
import { actions as actionRow } from '#src/ui/styles/rows.css.ts';
import { space } from '#src/ui/theme/theme.css.ts';

/* The team page (decision 0062): the invitation form, then one card per account; nothing wider than a phone. */

export { panel, panelTitle, plainList as members } from '#src/ui/styles/card.css.ts';
export { consolePage as page } from '#src/ui/styles/page.css.ts';
export { linkPager as paging } from '#src/ui/pager/pager.css.ts';
export { threeFieldColumns as inviteFields } from '#src/ui/styles/rows.css.ts';
export { statusBox as status } from '#src/ui/styles/status.css.ts';

export const memberName = style({ margin: 0, fontSize: '1.15rem', overflowWrap: 'anywhere' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${space.xs} ${space.md}`,
});

export const factName = style({ fontWeight: 600 });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const roleForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: space.sm,
});

export const roleField = style({ flex: '1 1 12rem' });

export const actions = style([actionRow, { margin: 0 }]);
