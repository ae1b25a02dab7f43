/*
 * A case's life details as the add-details page and the console's case page show and check them
 * (decision 0046): zod-free, so the family portal's form carries no schema code. family-case-details.ts
 * builds the API's schema with these bounds (a line, notes, a calendar date) and says the words again
 * for the server.
 */

/** The longest a one-line detail may be (a name, a place), after trimming. */
export const CASE_DETAILS_LINE_MAX = 200;
/** The longest a few sentences may be (family, work, faith…), after trimming. */
export const CASE_DETAILS_NOTES_MAX = 4000;
/** A calendar date (YYYY-MM-DD) as the person lived it, or "" (not known yet). */
export const calendarDatePattern = /^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/;

/** The labels the page and its tests use, in the family's words. */
export const caseDetailsLabels = {
  fullName: 'Full name',
  preferredName: 'Known as',
  birthDate: 'Date of birth',
  birthPlace: 'Place of birth',
  deathDate: 'Date of death',
  deathPlace: 'Place of death',
  parents: 'Parents',
  spouse: 'Spouse or partner',
  children: 'Children',
  siblings: 'Brothers and sisters',
  education: 'Education',
  work: 'Work',
  militaryService: 'Military service',
  faith: 'Faith and community',
  interests: 'Interests and passions',
  other: 'Anything else to remember',
};

export const caseDetailsSavedMessage = 'The details are saved.';
