/*
 * The statement's title and the headings over its two reasons (decision 0109): zod-free, so the
 * family's statement page carries no schema code (family-statement.ts holds the API's schemas and
 * says these again for the server).
 */

export const STATEMENT_TITLE = 'Statement of Funeral Goods and Services Selected';
/** The statement's headings over the two reasons. */
export const REQUIRED_PURCHASES_HEADING = 'Required purchases';
export const EMBALMING_HEADING = 'Embalming';
