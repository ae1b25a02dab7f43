/** "/obituaries/12/ingrid-marie-bjork": the canonical address of an obituary (spec §2). */
export const obituaryPath = ({ id, nameSlug }: { id: number; nameSlug: string }): string =>
  `/obituaries/${id}/${nameSlug}`;

/** The fallback slug for a name with nothing we can write in a URL (contract/name-fold.ts). */
export const OBITUARY_SLUG_FALLBACK = 'obituary';
