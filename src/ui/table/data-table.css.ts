import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '../theme/theme.css.ts';

/* A table of figures (a statement, a ledger): rules between rows, a caption as its title, numbers at the right. */

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
