import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/theme.css.ts';

/** A warning, not an error: an amber edge, the text in the page's own colour (its contrast is the text's). */
export const warning = style({
  borderInlineStart: `0.3rem solid #8a5300`,
  background: `color-mix(in srgb, #f0b000 14%, ${vars.color.background})`,
  color: vars.color.text,
  padding: `${space.sm} ${space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const heading = style({ fontWeight: 700, margin: 0 });

export const list = style({ margin: `${space.xs} 0 0`, paddingInlineStart: space.lg });
