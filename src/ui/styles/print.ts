import { globalStyle, type CSSProperties } from '@vanilla-extract/css';

/*
 * Printing a page of the site (a statement, an obituary): only its <main>, black on white, without the
 * site's header, footer and navigation. Called from a .css.ts file, which vanilla-extract evaluates
 * at build time.
 */

/** Rules that apply on paper only. */
export const onPaper = (rules: CSSProperties) => ({ '@media': { print: rules } });

/** On paper, the layout around the page whose class is `page` shows only its <main>, in black on white. */
export function printMainOnly(page: string): void {
  const layoutOfThisPage = `body:has(${page}) *:has(> main)`;
  globalStyle(`${layoutOfThisPage} > :not(main)`, onPaper({ display: 'none' }));
  globalStyle(
    `body:has(${page}), ${layoutOfThisPage}, ${page}, ${page} *`,
    onPaper({ background: 'white', color: 'black' }),
  );
}
