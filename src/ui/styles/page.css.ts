import { style } from '@vanilla-extract/css';
import { space } from '../theme/theme.css.ts';

/** A console page: one column of sections, no wider than a line is easy to read. */
export const consolePage = style({ maxWidth: '56rem', display: 'grid', gap: space.lg });
