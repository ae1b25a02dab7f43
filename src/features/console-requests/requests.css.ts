import { style } from '@vanilla-extract/css';
import { badge } from '#src/ui/styles/card.css.ts';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The requests inbox (decision 0064): cards, not tables, so nothing is wider than a phone. */

export { badge, badges, card, meta, panel, panelTitle } from '#src/ui/styles/card.css.ts';
export { consolePage as page } from '#src/ui/styles/page.css.ts';
export { actions } from '#src/ui/styles/rows.css.ts';
export { threeFieldColumns as filters } from '#src/ui/styles/rows.css.ts';
export { lead, statusBox as status } from '#src/ui/styles/status.css.ts';

/** At need: a death, a family waiting. Words and weight, not colour alone. */
export const urgent = style([badge, { fontWeight: 700, borderWidth: '2px', borderColor: vars.color.text }]);

export const facts = style({ margin: 0, display: 'grid', gap: space.sm });

export const fact = style({ display: 'grid', gap: '0.1rem' });

export const answer = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const closeForm = style({ display: 'grid', gap: space.sm });

export const history = style({ margin: 0, paddingInlineStart: space.lg, display: 'grid', gap: space.xs });
