import { globalStyle, style } from '@vanilla-extract/css';
import { space, vars } from '#src/ui/theme/theme.css.ts';

/*
 * The Reports page (decision 0126): each report a panel of a chart and the table it draws, one under
 * the other, nothing wider than a phone; the chart's bars in the site's own colours.
 */

export { panel, panelTitle, meta } from '#src/ui/styles/card.css.ts';
export { consolePage as page } from '#src/ui/styles/page.css.ts';
export { actions } from '#src/ui/styles/rows.css.ts';
export { lead } from '#src/ui/styles/status.css.ts';
export { number, table } from '#src/ui/table/data-table.css.ts';
export { stackedTable } from '#src/ui/table/stacked-table.css.ts';

export const periodForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: space.md,
});

export const figure = style({ margin: 0, display: 'grid', gap: space.sm, minWidth: 0 });

/** The chart: as wide as its panel up to a reading width, scaled to fit a phone. */
export const chart = style({ width: '100%', maxWidth: '36rem', height: 'auto', display: 'block' });
globalStyle(`${chart} text`, { fill: vars.color.text, fontFamily: 'inherit' });

/** The bars' colours by series: the site's primary, then a lighter share of it. */
const tones = [vars.color.primary, `color-mix(in srgb, ${vars.color.primary} 45%, ${vars.color.background})`];
export const tone = tones.map((color) => style({ fill: color, background: color }));

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
});
export const swatch = style({
  display: 'inline-block',
  width: '0.9rem',
  height: '0.9rem',
  marginInlineEnd: space.xs,
  verticalAlign: 'middle',
  border: `1px solid ${vars.color.text}`,
});

export const total = style({ fontWeight: 600 });

export const downloadStatus = style({ margin: 0 });
