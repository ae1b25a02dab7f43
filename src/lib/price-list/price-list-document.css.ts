import { globalStyle, style } from '@vanilla-extract/css';
import { space } from '#src/ui/theme/theme.css.ts';

/* A price list as a document (decision 0108): on paper only the list, black on white. */

export const document = style({ display: 'grid', gap: space.lg, maxWidth: '56rem', overflowWrap: 'anywhere' });

export const intro = style({ display: 'grid', gap: space.sm });
globalStyle(`${intro} > *`, { margin: 0 });

export const places = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });

export const noPrint = style({ '@media': { print: { display: 'none' } } });

// On paper, only the list: the layout around the page's <main> (the site's or the console's header,
// navigation and footer) is left off.
const layoutOfThisPage = `body:has(${document}) *:has(> main)`;
globalStyle(`${layoutOfThisPage} > :not(main)`, { '@media': { print: { display: 'none' } } });
globalStyle(`body:has(${document}), ${layoutOfThisPage}, ${document}, ${document} *`, {
  '@media': { print: { background: 'white', color: 'black' } },
});
globalStyle(`${document} table`, { '@media': { print: { breakInside: 'auto' } } });
