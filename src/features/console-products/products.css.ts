import { style } from '@vanilla-extract/css';
import { space } from '#src/ui/theme/theme.css.ts';

/* The shop's products (decision 0082): cards, not tables, so nothing is wider than a phone. */

export { cardTitle, meta, plainList as list, spaciousCard as card } from '#src/ui/styles/card.css.ts';
export { narrowForm as form } from '#src/ui/styles/form.css.ts';
export { consolePage as page } from '#src/ui/styles/page.css.ts';
export { actions } from '#src/ui/styles/rows.css.ts';
export { statusBox as status } from '#src/ui/styles/status.css.ts';

export const head = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });

export const photo = style({ width: '5rem', height: '5rem', objectFit: 'cover', borderRadius: '0.25rem' });

export const check = style({ display: 'flex', gap: space.sm, alignItems: 'center' });
