import { style } from '@vanilla-extract/css';
import { space } from '#src/ui/theme/theme.css.ts';
import { panel } from '#src/ui/styles/card.css.ts';

/* The calendar feed's section (decision 0128): one column that fits a 360 px phone. */

export const section = style([panel, { maxWidth: '40rem' }]);

export const title = style({ margin: 0, fontSize: '1.25rem' });

export const text = style({ margin: 0, overflowWrap: 'anywhere' });

/** The address shown once: a read-only field wide enough to see that it is long, with its Copy button. */
export const address = style({ display: 'grid', gap: space.sm });

export const addressInput = style({ fontFamily: 'ui-monospace, monospace', fontSize: '0.9rem' });

/** The apps' steps, each a short paragraph. */
export const steps = style({ margin: 0, paddingLeft: space.lg, display: 'grid', gap: space.xs });

export const choice = style({ display: 'flex', gap: space.sm, alignItems: 'center', minHeight: '2.75rem' });

/** Buttons side by side, wrapping under each other on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const subtitle = style({ margin: 0, fontSize: '1.05rem' });
