import { style } from '@vanilla-extract/css';
import { badge as pill } from '#src/ui/styles/card.css.ts';
import { space } from '#src/ui/theme/theme.css.ts';

/* The shop's orders (decision 0076): cards, not tables, so nothing is wider than a phone. */

export { card, cardTitle, meta, panel, panelTitle, plainList as list } from '#src/ui/styles/card.css.ts';
export { consolePage as page } from '#src/ui/styles/page.css.ts';
export { actions } from '#src/ui/styles/rows.css.ts';
export { twoFieldColumns as filters } from '#src/ui/styles/rows.css.ts';
export { lead, statusBox as status } from '#src/ui/styles/status.css.ts';

/** A card's state on a line of its own, as wide as its words. */
export const badge = style([pill, { justifySelf: 'start' }]);

export const cardMessage = style({ margin: 0, fontStyle: 'italic', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const facts = style({ margin: 0, display: 'grid', gap: space.sm, overflowWrap: 'anywhere' });

export const cancelForm = style({ display: 'grid', gap: space.sm });

export const history = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });
