import { style } from '@vanilla-extract/css';
import { panel as consolePanel, line } from '#src/ui/styles/card.css.ts';
import { consolePage } from '#src/ui/styles/page.css.ts';
import { actions as actionRow } from '#src/ui/styles/rows.css.ts';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The console's obituaries (decision 0066): cards and one column on a phone, nothing wider than it. */

export { badge, badges, card, cardTitle, meta, panelTitle, plainList as list } from '#src/ui/styles/card.css.ts';
export { twoFieldColumns as twoColumns } from '#src/ui/styles/rows.css.ts';
export { lead, statusBox as status } from '#src/ui/styles/status.css.ts';

export const page = style([consolePage, { minWidth: 0 }]);

export const searchForm = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'end' });

export const panel = style([consolePanel, { minWidth: 0 }]);

export const fieldset = style({
  margin: 0,
  padding: space.md,
  border: `1px solid ${line}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
});

export const legend = style({ fontWeight: 700, padding: `0 ${space.xs}` });

export const stack = style({ display: 'grid', gap: space.md, minWidth: 0 });

export const actions = style([actionRow, { alignItems: 'center' }]);

export const step = style({ display: 'grid', gap: space.xs });

export const reason = style({ margin: 0, fontSize: '0.95rem' });

export const choice = style({ display: 'flex', gap: space.sm, alignItems: 'center' });

export const photos = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
});

export const photoChoice = style({ display: 'grid', gap: space.xs, justifyItems: 'start' });

export const thumb = style({ display: 'block', width: '100%', height: 'auto', borderRadius: '0.25rem' });

export const errorList = style({ margin: 0, paddingInlineStart: space.lg });
