import { style } from '@vanilla-extract/css';
import { control } from '#src/ui/field/control.css.ts';
import { vars } from '#src/ui/theme/theme.css.ts';

/** Stripe's card field in our control's box: its iframe centred in the 44 px target, a visible ring while typing in it. */
export const cardBox = style([control, { display: 'flex', flexDirection: 'column', justifyContent: 'center' }]);

/** Stripe sets this class on the box while its iframe has focus (the iframe's own outline is not ours to draw). */
export const cardFocused = style({ outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
