import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/* The price list's tables, one per category: the family's list and the public one (decision 0079). */

export const table = style({ width: '100%', borderCollapse: 'collapse' });
globalStyle(`${table} th, ${table} td`, {
  padding: space.sm,
  borderBottom: `1px solid ${vars.color.secondary}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 600, fontSize: '1.15rem', paddingBlock: space.sm });
globalStyle(`${table} tr`, { breakInside: 'avoid' });

export const number = style({ whiteSpace: 'nowrap' });
globalStyle(`${table} ${number}`, { textAlign: 'right' });
