import { globalStyle, style, type CSSProperties } from '@vanilla-extract/css';
import { space } from '#src/ui/theme/theme.css.ts';

/* The public general price list (decision 0079): on paper only the list, black on white. */

export const page = style({ display: 'grid', gap: space.lg, maxWidth: '56rem', overflowWrap: 'anywhere' });

export const intro = style({ display: 'grid', gap: space.sm });
globalStyle(`${intro} > *`, { margin: 0 });

export const places = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.xs });

export const disclosures = style({ display: 'grid', gap: space.sm });
globalStyle(`${disclosures} > p`, { margin: 0 });

const print = (rules: CSSProperties) => ({ '@media': { print: rules } });

export const noPrint = style(print({ display: 'none' }));

const layoutOfThisPage = `body:has(${page}) *:has(> main)`;
globalStyle(`${layoutOfThisPage} > :not(main)`, print({ display: 'none' }));
globalStyle(
  `body:has(${page}), ${layoutOfThisPage}, ${page}, ${page} *`,
  print({ background: 'white', color: 'black' }),
);
globalStyle(`${page} table`, print({ breakInside: 'auto' }));
