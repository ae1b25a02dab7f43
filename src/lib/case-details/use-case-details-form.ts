import { useForm } from '@tanstack/react-form';
import { caseDetails, type CaseDetails } from '#contract/family-case-details.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';

/**
 * The life details' form, the family's add-details task and the console's case page alike (decision
 * 0065): checked with the contract's schema as it changes; saving is the caller's.
 */
export function useCaseDetailsForm(details: CaseDetails, save: (details: CaseDetails) => Promise<void>) {
  return useForm({
    defaultValues: details,
    validators: { onChange: ({ value }) => schemaFieldErrors(caseDetails, value) },
    onSubmit: ({ value }) => save(caseDetails.parse(value)),
  });
}

export type CaseDetailsFormApi = ReturnType<typeof useCaseDetailsForm>;
