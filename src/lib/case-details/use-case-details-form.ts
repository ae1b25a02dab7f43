import { useForm } from '@tanstack/react-form';
import { CASE_DETAILS_LINE_MAX, CASE_DETAILS_NOTES_MAX, calendarDatePattern } from '#contract/case-details-text.ts';
import type { CaseDetails } from '#contract/family-case-details.ts';
import { textIssue, type TextRules } from '#contract/plain-checks.ts';
import { caseDetailsGroups } from './case-details-groups.ts';

/** Each kind of field as `caseDetails` (contract/family-case-details.ts) checks it. */
const rulesOf: Record<'line' | 'date' | 'notes', TextRules> = {
  line: { trim: true, max: CASE_DETAILS_LINE_MAX },
  date: { pattern: calendarDatePattern },
  notes: { multiline: true, trim: true, max: CASE_DETAILS_NOTES_MAX },
};

const fields = caseDetailsGroups.flatMap((group) => group.fields);

/**
 * What `caseDetails` says of the form's fields, in its words, without zod (the portal's add-details
 * page loads none): the first message of each field, or undefined when all are fine. Its test holds
 * it to the schema.
 */
export function caseDetailsFieldErrors(value: CaseDetails): { fields: Record<string, string> } | undefined {
  const errors: Record<string, string> = {};
  for (const { key, kind } of fields) {
    const issue = textIssue(value[key], rulesOf[kind]);
    if (issue) errors[key] = issue;
  }
  return Object.keys(errors).length > 0 ? { fields: errors } : undefined;
}

/** The details as `caseDetails` parses them: lines and notes trimmed, dates as typed. */
export const trimmedCaseDetails = (value: CaseDetails): CaseDetails => {
  const trimmed = { ...value };
  for (const { key, kind } of fields) if (rulesOf[kind].trim) trimmed[key] = value[key].trim();
  return trimmed;
};

/**
 * The life details' form, the family's add-details task and the console's case page alike (decision
 * 0065): checked with the contract's rules as it changes, sent as the schema parses it; saving is the
 * caller's.
 */
export function useCaseDetailsForm(details: CaseDetails, save: (details: CaseDetails) => Promise<void>) {
  return useForm({
    defaultValues: details,
    validators: { onChange: ({ value }) => caseDetailsFieldErrors(value) },
    onSubmit: ({ value }) => save(trimmedCaseDetails(value)),
  });
}

export type CaseDetailsFormApi = ReturnType<typeof useCaseDetailsForm>;
