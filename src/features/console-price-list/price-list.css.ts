import { globalStyle, style } from '@vanilla-extract/css';
import { line } from '#src/ui/styles/card.css.ts';
import { statusBox } from '#src/ui/styles/status.css.ts';
import { breakpoints, space } from '#src/ui/theme/theme.css.ts';

/* The console's price list (decision 0079): tables that read as lists on a phone, forms in panels. */

export const page = style({ maxWidth: '64rem', display: 'grid', gap: space.lg, overflowWrap: 'anywhere' });

export { panel, panelTitle } from '#src/ui/styles/card.css.ts';

export const meta = style({ margin: 0 });

export const status = statusBox;

export const form = style({ display: 'grid', gap: space.md });

export const fields = style({
  display: 'grid',
  gap: space.md,
  '@media': { [breakpoints.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const choices = style({ display: 'grid', gap: space.xs, margin: 0, padding: 0, border: 0 });

export const choice = style({ display: 'flex', gap: space.sm, alignItems: 'center', minHeight: '2.75rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, margin: 0, alignItems: 'center' });

export const alert = style({ margin: 0, fontWeight: 600 });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: space.sm,
  borderBottom: `1px solid ${line}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, fontSize: '1.1rem', paddingBlock: space.sm });

export const number = style({ whiteSpace: 'nowrap' });

/**
 * The list being printed (decision 0108): on paper only it, the editor around it left off; on screen
 * nothing (the editor is the screen's).
 */
export const printArea = style({ display: 'none', '@media': { print: { display: 'block' } } });
globalStyle(`${page} > :not(:has(${printArea}))`, { '@media': { print: { display: 'none' } } });
globalStyle(`${page} > :has(${printArea}) > :not(${printArea})`, { '@media': { print: { display: 'none' } } });
globalStyle(`${page} > :has(${printArea})`, { '@media': { print: { border: 0, padding: 0 } } });
