import { style } from '@vanilla-extract/css';
import { breakpoints, space } from '../theme/theme.css.ts';

/** A row of buttons (or links) that wraps on a phone rather than widen the page. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });

/** Form fields one under another on a phone; compose it with the columns of a wider screen. */
export const fieldGrid = style({ display: 'grid', gap: space.md });

const columnsFromMedium = (count: number) =>
  style([
    fieldGrid,
    {
      '@media': {
        [breakpoints.medium]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))`, alignItems: 'start' },
      },
    },
  ]);

/** Two fields side by side from a medium screen on (a list's filters, a pair of dates). */
export const twoFieldColumns = columnsFromMedium(2);

export const threeFieldColumns = columnsFromMedium(3);

/** Short items (tabs, people, share links) side by side, wrapping: a list without bullets. */
export const inlineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});
