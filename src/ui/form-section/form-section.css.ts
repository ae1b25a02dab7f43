import { style } from '@vanilla-extract/css';
import { errorColor } from '../field/control.css.ts';
import { space } from '../theme/theme.css.ts';

/** A refusal for the whole form (wrong password, too many attempts): words, not colour alone. */
export const alert = style({
  margin: 0,
  padding: space.md,
  border: `2px solid ${errorColor}`,
  borderRadius: '0.5rem',
  color: errorColor,
  fontWeight: 600,
  selectors: { '&:empty': { display: 'none' } },
});
