/**
 * Articles on a page of the blog list. Its own module: the route's loader (in the public entry) reads
 * it, and importing it from the page's component would bring the whole page into the entry.
 */
export const BLOG_PAGE_SIZE = 10;
