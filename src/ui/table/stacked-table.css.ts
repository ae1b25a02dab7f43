import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, space, vars } from '../theme/theme.css.ts';

/*
 * A table that reads as a list on a phone (decision 0071): each row a block, its row header on a line
 * of its own, then its other cells side by side, wrapping, the last one (the price, the button) at
 * the end of the line. The markup stays a real table with its caption and headers, as on a desktop
 * and on paper (the query is screen-only); the column headers are hidden from view there but still
 * read. A cell with `data-label` shows its column's name before its value, as the headers would.
 */
export const stackedTable = style({});

const phone = (rule: Parameters<typeof globalStyle>[1]) => ({ '@media': { [breakpoints.phone]: rule } });

globalStyle(`${stackedTable}`, phone({ display: 'block', width: '100%' }));
globalStyle(`${stackedTable} caption`, phone({ display: 'block' }));
globalStyle(
  `${stackedTable} thead`,
  phone({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  }),
);
globalStyle(`${stackedTable} tbody`, phone({ display: 'block' }));
globalStyle(
  `${stackedTable} tbody tr`,
  phone({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: space.md,
    rowGap: space.xs,
    paddingBlock: space.sm,
    borderBottom: `1px solid ${vars.color.secondary}`,
  }),
);
globalStyle(
  `${stackedTable} tbody th, ${stackedTable} tbody td`,
  phone({ display: 'block', padding: 0, border: 0, minWidth: 0, textAlign: 'start' }),
);
globalStyle(`${stackedTable} tbody tr > :first-child`, phone({ flexBasis: '100%' }));
globalStyle(`${stackedTable} tbody tr > :last-child:not(:first-child)`, phone({ marginInlineStart: 'auto' }));
// The label is what the hidden header says: shown, not read twice.
globalStyle(
  `${stackedTable} td[data-label]::before`,
  phone({ content: 'attr(data-label) ": " / ""', fontWeight: 600 }),
);
