// No zod: the cases list's address parser (src/features/console-cases/cases-search.ts) runs in the
// router's route definitions, which load with every page, before zod is configured (decision 0064).

/** The most characters of a case search: a name or an address, never a paragraph. */
export const CASE_SEARCH_MAX = 100;
