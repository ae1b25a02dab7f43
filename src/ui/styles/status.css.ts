import { style } from '@vanilla-extract/css';
import { space, vars } from '../theme/theme.css.ts';
import { line } from './card.css.ts';

/** The sentence under a list's heading that says how many there are. */
export const lead = style({ margin: 0, fontWeight: 600 });

/** What a button did, said in a box that takes no room while it says nothing. */
export const statusBox = style({
  margin: 0,
  padding: space.md,
  border: `2px solid ${line}`,
  borderRadius: '0.5rem',
  background: vars.color.surface,
  selectors: { '&:empty': { display: 'none' } },
});
