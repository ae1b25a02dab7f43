import { globalStyle, style } from '@vanilla-extract/css';
import { table as dataTable } from '#src/ui/table/data-table.css.ts';

/* A price list's table (decisions 0079, 0108): a table of figures whose columns line up from table to table. */

export { number } from '#src/ui/table/data-table.css.ts';

export const table = style([dataTable, { tableLayout: 'fixed' }]);
globalStyle(`${table} thead th:first-child`, { width: '32%' });
globalStyle(`${table} thead th:last-child`, { width: '9rem' });
