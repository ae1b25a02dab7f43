import { notFound, redirect } from '@tanstack/react-router';
import { rowIdFromText } from '#contract/canonical-digits.ts';
import { isApiFatalError } from './api/fatal-error.ts';
import { canonicalHref } from './canonical-href.ts';

/*
 * The two layouts whose address is /{section}/{id}/{name}: an obituary (/obituaries, decision 0030)
 * and a family's case (/family-portal, decision 0043). The id says which row; the name is only
 * there to be read, so a wrong one is sent to the right one rather than refused. One copy of these
 * rules, so the two addresses cannot drift apart.
 */

/** Spec §2 and §8: an id that is not one, or names nothing this person may see, is this 404. */
const pageNotFound = () => notFound({ data: { message: 'Page Not Found' } });

/** The layout's `params`: the id read without asking the server (not a number, or too large for its column: never a row). */
export const idAndNameParams = {
  parse: ({ id, name }: { id: string; name: string }) => {
    const rowId = rowIdFromText(id);
    if (rowId === undefined) throw pageNotFound();
    return { id: rowId, name };
  },
  stringify: ({ id, name }: { id: number; name: string }) => ({ id: String(id), name }),
};

/**
 * The layout's loader: the row the address names, loaded once for every page under it. A 404 from
 * the server (no such row, or not this person's: the same answer) is the page's 404; a wrong
 * {name} redirects (replace) to the canonical one, keeping the sub-page and the query.
 */
export async function loadUnderCanonicalName<Row extends { id: number; nameSlug: string }>(
  loading: Promise<Row>,
  { params, location }: { params: { id: number; name: string }; location: { pathname: string; searchStr: string } },
  canonicalPath: (row: { id: number; nameSlug: string }) => string,
): Promise<Row> {
  const found = await loading.catch((error: unknown) => {
    throw isApiFatalError(error) && error.status === 404 ? pageNotFound() : error;
  });
  if (params.name !== found.nameSlug) {
    const given = canonicalPath({ id: params.id, nameSlug: encodeURIComponent(params.name) });
    throw redirect({ href: canonicalHref(location, given, canonicalPath(found)), replace: true });
  }
  return found;
}
