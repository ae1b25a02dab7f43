import { style } from '@vanilla-extract/css';
import { line } from '#src/ui/styles/card.css.ts';
import { consolePage } from '#src/ui/styles/page.css.ts';
import { actions as actionRow } from '#src/ui/styles/rows.css.ts';
import { space } from '#src/ui/theme/theme.css.ts';

/* The owner's Settings (decision 0089): one column of forms and cards, nothing wider than a phone. */

export {
  badge,
  cardTitle,
  meta,
  plainList as list,
  spaciousCard as card,
  card as item,
} from '#src/ui/styles/card.css.ts';
export { narrowForm as form } from '#src/ui/styles/form.css.ts';

/** Narrower than the lists: a page of forms. */
export const page = style([consolePage, { maxWidth: '48rem' }]);

export const section = style({ display: 'grid', gap: space.md });

export const hosts = style({
  display: 'grid',
  gap: space.sm,
  margin: 0,
  padding: space.md,
  border: `1px solid ${line}`,
});

export const host = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'end' });

/** The field's own error look (ui/field): dark red, in words. */
export { error } from '#src/ui/field/field.css.ts';

export const actions = style([actionRow, { margin: 0 }]);

/** A switch (CheckField): a checkbox beside its label, the hint under them. */
export const check = style({ display: 'flex', gap: space.sm, alignItems: 'center', margin: 0 });

/** A chapel's or a hearse's line: its name, "Retired" and Edit, wrapping on a phone; its form under it. */
export const itemLine = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center', margin: 0 });

/** The name takes the room left, so Edit keeps to the line's end. */
export const itemName = style({ fontWeight: 600, overflowWrap: 'anywhere', marginInlineEnd: 'auto' });
