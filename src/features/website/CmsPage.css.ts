import { style } from '@vanilla-extract/css';
import { space } from '#src/ui/theme/theme.css.ts';

export const titleBlock = style({ paddingTop: space.xl });
