import { style } from '@vanilla-extract/css';
import { space } from '../theme/theme.css.ts';

/* A pager's row: its buttons wrap under each other on a phone rather than widen the page. */
export const pager = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

/** The row of a pager made of links: a list page's last line, further from its neighbours. */
export const linkPager = style([pager, { gap: space.md }]);
