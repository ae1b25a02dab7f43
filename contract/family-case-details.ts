import { z } from 'zod';
import { multilineText, text } from './text.ts';

/*
 * A case's life details (the add-details task page, decision 0046; spec §7 GET and POST
 * .../case-details, shape not shown). What the family knows of the person, for the obituary and the
 * death certificate: every field may stay empty ("" = not known yet), so a family saves what it
 * has. Dates are calendar dates (YYYY-MM-DD) as the person lived them, without a time zone.
 * GET answers what was saved, or, before the first save, what the planning wizard collected.
 */

const line = () => text().trim().max(200).default('');
const notes = () => multilineText().trim().max(4000).default('');
const calendarDate = () =>
  text()
    .regex(/^(\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))?$/)
    .default('');

export const caseDetails = z.object({
  fullName: line(),
  preferredName: line(),
  birthDate: calendarDate(),
  birthPlace: line(),
  deathDate: calendarDate(),
  deathPlace: line(),
  parents: notes(),
  spouse: notes(),
  children: notes(),
  siblings: notes(),
  education: notes(),
  work: notes(),
  militaryService: notes(),
  faith: notes(),
  interests: notes(),
  other: notes(),
});
export type CaseDetails = z.infer<typeof caseDetails>;
export type CaseDetailsInput = z.input<typeof caseDetails>;

/** Every field, empty: what a case with nothing known starts from. */
export const emptyCaseDetails: CaseDetails = caseDetails.parse({});

/** The details as answered: the same fields, plain strings (a response schema must not transform). */
export const caseDetailsAnswer = z.object(
  Object.fromEntries(Object.keys(caseDetails.shape).map((key) => [key, z.string()])) as Record<
    keyof CaseDetails,
    z.ZodString
  >,
);

/** The answer of GET and POST: the details, and whether they were saved by the family or prefilled. */
export const caseDetailsView = z.object({
  details: caseDetailsAnswer,
  /** 'saved' once the family saved them; 'planning' while they come from the planning wizard's answers. */
  source: z.enum(['saved', 'planning']),
  updatedAt: z.string().nullable(),
});
export type CaseDetailsView = z.infer<typeof caseDetailsView>;

/** The labels the page and its tests use, in the family's words. */
export const caseDetailsLabels: Record<keyof CaseDetails, string> = {
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
