import { z } from 'zod';
import {
  CASE_DETAILS_LINE_MAX,
  CASE_DETAILS_NOTES_MAX,
  calendarDatePattern,
  caseDetailsLabels,
  caseDetailsSavedMessage,
} from './case-details-text.ts';
import { multilineText, text } from './text.ts';

/*
 * A case's life details (the add-details task page, decision 0046; spec §7 GET and POST
 * .../case-details, shape not shown). What the family knows of the person, for the obituary and the
 * death certificate: every field may stay empty ("" = not known yet), so a family saves what it
 * has. Dates are calendar dates (YYYY-MM-DD) as the person lived them, without a time zone.
 * GET answers what was saved, or, before the first save, what the planning wizard collected. The
 * bounds, the labels and the page's words are case-details-text.ts's (zod-free, for the portal's form).
 */

export { caseDetailsLabels, caseDetailsSavedMessage };

const line = () => text().trim().max(CASE_DETAILS_LINE_MAX).default('');
const notes = () => multilineText().trim().max(CASE_DETAILS_NOTES_MAX).default('');
const calendarDate = () => text().regex(calendarDatePattern).default('');

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
