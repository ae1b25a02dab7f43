/**
 * `?page=N` of a paged list page, as the router reads it: a positive whole number, else absent
 * (page 1). Zod-free, like every search parser the router runs (decision 0007).
 */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  const value = Number(search.page);
  return Number.isInteger(value) && value > 1 && value <= 10_000 ? { page: value } : {};
}
