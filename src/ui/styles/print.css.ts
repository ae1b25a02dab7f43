import { style } from '@vanilla-extract/css';
import { onPaper } from './print.ts';

/** What is left out on paper: buttons, a page's own navigation. */
export const noPrint = style(onPaper({ display: 'none' }));
