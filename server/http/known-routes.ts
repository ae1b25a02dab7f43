/**
 * The browser app's own routes (spec §2), apart from CMS pages and redirects which come from the
 * company's data. The server answers 200 for these and 404 for anything unknown, so crawlers see
 * real statuses while the SPA renders either way. Keep in step with src/routes.
 */
const knownRoutePatterns: readonly RegExp[] = [
  /^\/$/,
  /^\/blog$/,
  /^\/blog\/article\/[1-9]\d*$/, // an article id in canonical digits (decision 0056), else never an article
  /^\/(terms-of-use|accessibility|privacy-policy|price-list)$/,
  /^\/plan-now(\/.*)?$/,
  /^\/obituaries$/,
  /^\/obituaries\/[1-9]\d*\/[^/]+(\/.*)?$/, // spec §2: a non-numeric obituary id (or "016", 0056) is a 404
  /^\/family-portal(\/.*)?$/i, // spec §2: any path starting with /family-portal, case-insensitive
  /^\/staff(\/.*)?$/i, // the staff console (decision 0062), matched like the portal
];

export function isKnownRoute(path: string): boolean {
  return knownRoutePatterns.some((pattern) => pattern.test(path));
}
