import { style } from '@vanilla-extract/css';

/* The console's memories (decision 0066): cards, not a table, so nothing is wider than a phone. */

export { meta, spaciousCard as card } from '#src/ui/styles/card.css.ts';
export { actions } from '#src/ui/styles/rows.css.ts';
export { lead, statusBox as status } from '#src/ui/styles/status.css.ts';

export const cardTitle = style({ margin: 0, fontSize: '1.15rem', overflowWrap: 'anywhere' });

/** What the visitor wrote, as typed: text, never markup. */
export const body = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const photo = style({ display: 'block', maxWidth: '100%', width: '12rem', height: 'auto' });
