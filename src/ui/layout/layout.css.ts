import { style } from '@vanilla-extract/css';
import { contentWidth, space } from '../theme/theme.css.ts';

export const container = style({
  width: '100%',
  maxWidth: contentWidth,
  marginInline: 'auto',
  paddingInline: space.md,
});

export const section = style({
  paddingBlock: space.xl,
});

/** Hidden from view, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
