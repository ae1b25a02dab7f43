import { style } from '@vanilla-extract/css';
import { space } from '../theme/theme.css.ts';

/* A pager's row: its buttons wrap under each other on a phone rather than widen the page. */
export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
