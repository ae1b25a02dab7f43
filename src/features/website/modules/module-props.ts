/** The first hero on a page is its h1; every other module heading is an h2. */
export type HeadingLevel = 'h1' | 'h2';
