/**
 * Where a page under a wrongly named address belongs: the canonical prefix, then the rest of the
 * path (the sub-page) and the query, as they were. `/obituaries/12/wrong/photos?x=1` with the
 * canonical `/obituaries/12/ingrid` is `/obituaries/12/ingrid/photos?x=1`. The prefix matches in any
 * letter case, as the router's paths do: `/Family-Portal/7/x/statement` keeps `/statement`.
 */
export function canonicalHref(
  location: { pathname: string; searchStr: string },
  givenPrefix: string,
  canonicalPrefix: string,
): string {
  const head = location.pathname.slice(0, givenPrefix.length);
  const rest = head.toLowerCase() === givenPrefix.toLowerCase() ? location.pathname.slice(givenPrefix.length) : '';
  return `${canonicalPrefix}${rest}${location.searchStr}`;
}
