import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseDetails, emptyCaseDetails, type CaseDetails } from '#contract/family-case-details.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { caseDetailsFieldErrors, trimmedCaseDetails } from './use-case-details-form.ts';

installValidationMessages();

const keys = Object.keys(emptyCaseDetails) as (keyof CaseDetails)[];

/** A value of any field: blank, padded, dates right and wrong, line breaks, over the bounds. */
const anyValue = fc.oneof(
  fc.constantFrom('', '  ', ' Hal ', '1941-03-02', '1941-3-2', '1941-13-01', 'Salem,\nOregon', '\u0000', '\ttab'),
  fc.string({ unit: 'binary', maxLength: 10 }),
  fc.string({ minLength: 198, maxLength: 203 }),
  fc.string({ minLength: 3998, maxLength: 4003 }),
);

const anyDetails = fc.record(
  Object.fromEntries(keys.map((key) => [key, anyValue])) as Record<keyof CaseDetails, fc.Arbitrary<string>>,
);

describe('the life details form checks without zod', () => {
  it('says what the contract says of every field, and sends what the contract parses', () => {
    fc.assert(
      fc.property(anyDetails, (details) => {
        expect(caseDetailsFieldErrors(details)).toEqual(schemaFieldErrors(caseDetails, details));
        const parsed = caseDetails.safeParse(details);
        if (parsed.success) expect(trimmedCaseDetails(details)).toEqual(parsed.data);
      }),
      { seed: 3, numRuns: 300 },
    );
  });

  it('trims lines and notes as the contract does, and leaves dates as typed', () => {
    const padded = Object.fromEntries(keys.map((key) => [key, `  ${key} `])) as CaseDetails;
    const details = { ...padded, birthDate: '1941-03-02', deathDate: '' };
    expect(caseDetailsFieldErrors(details)).toBeUndefined();
    expect(trimmedCaseDetails(details)).toEqual(caseDetails.parse(details));
    expect(trimmedCaseDetails(details).fullName).toBe('fullName');
  });

  it('checks every field of the schema', () => {
    const wrong = Object.fromEntries(keys.map((key) => [key, 'a\u0000'])) as CaseDetails;
    expect(Object.keys(caseDetailsFieldErrors(wrong)?.fields ?? {}).sort()).toEqual([...keys].sort());
  });
});
