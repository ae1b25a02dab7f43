import { style } from '@vanilla-extract/css';
import { card, line, meta as cardMeta, plainList } from '#src/ui/styles/card.css.ts';
import { breakpoints, space } from '#src/ui/theme/theme.css.ts';

export { threeFieldColumns as filters, actions } from '#src/ui/styles/rows.css.ts';

export const lead = style({ margin: `0 0 ${space.md}` });

/** The days, one under another: on a phone a list of days, on a wide screen the same list. */
export const days = style([plainList, { gap: space.lg }]);

export const dayHeading = style({
  margin: `0 0 ${space.sm}`,
  fontSize: '1.2rem',
  paddingBlockEnd: space.xs,
  borderBlockEnd: `1px solid ${line}`,
});

export const entries = style([plainList, { gap: space.sm }]);

export const entry = style([
  card,
  {
    display: 'grid',
    gap: space.xs,
    '@media': { [breakpoints.medium]: { gridTemplateColumns: '10rem minmax(0, 1fr)', columnGap: space.md } },
  },
]);

export const time = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });

export const body = style({ display: 'grid', gap: space.xs, minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1.1rem', overflowWrap: 'anywhere' });

export const meta = cardMeta;

export const empty = style({ margin: 0 });

export const feed = style({ marginBlockStart: space.xl });
