/*
 * The stationery proofs' item and page types, their titles and the comments' length, zod-free: the
 * portal's route for review-stationery/{item} checks its parameter in the route tree, which every page
 * loads, so it must not pull schema code into the entry (decision 0036), and the proof pages carry none.
 */

export const stationeryItemTypes = ['prayer-card', 'programme', 'bookmark'] as const;
export type StationeryItemType = (typeof stationeryItemTypes)[number];

export const stationeryPageTypes = ['front', 'inside-left', 'inside-right', 'back'] as const;
export type StationeryPageType = (typeof stationeryPageTypes)[number];

export const stationeryTitles: Record<StationeryItemType, string> = {
  'prayer-card': 'Prayer card',
  programme: 'Service programme',
  bookmark: 'Bookmark',
};

export const pageTitles: Record<StationeryPageType, string> = {
  front: 'Front',
  'inside-left': 'Inside left',
  'inside-right': 'Inside right',
  back: 'Back',
};

/** The longest comment on a proof (plain text, shown as text). */
export const COMMENT_MAX = 2000;

export const isStationeryItemType = (value: string): value is StationeryItemType =>
  (stationeryItemTypes as readonly string[]).includes(value);

/** The most pages a proof has: one of each page type. A PDF proof of more is refused. */
export const PROOF_MAX_PAGES = stationeryPageTypes.length;

/**
 * Which page a PDF proof's pages are, in order (decision 0082): the first is the front and the last
 * the back, the ones between the inside pages, as a folded card or programme is printed. One page is
 * the front alone. Empty past PROOF_MAX_PAGES.
 */
export function pdfPageTypes(pageCount: number): StationeryPageType[] {
  switch (pageCount) {
    case 1:
      return ['front'];
    case 2:
      return ['front', 'back'];
    case 3:
      return ['front', 'inside-left', 'back'];
    case 4:
      return ['front', 'inside-left', 'inside-right', 'back'];
    default:
      return [];
  }
}
