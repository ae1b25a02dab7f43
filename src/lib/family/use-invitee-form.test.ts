import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invitationBody } from '#contract/family-invitations.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { inviteeFieldErrors } from './use-invitee-form.ts';

installValidationMessages();

describe('the invitee form checks without zod', () => {
  it('says what the contract says of any name and email, field by field', () => {
    const name = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 8 }),
      fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\u0000'), maxLength: 6 }),
      fc.string({ minLength: 97, maxLength: 104 }),
    );
    const email = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 10 }),
      fc.emailAddress().map((address) => ` ${address}`),
      fc.integer({ min: 250, max: 258 }).map((length) => `${'x'.repeat(length - 9)}@host.org`),
    );
    fc.assert(
      fc.property(fc.record({ name, email }), (value) => {
        expect(inviteeFieldErrors(value)).toEqual(schemaFieldErrors(invitationBody, value));
      }),
      { seed: 7, numRuns: 400 },
    );
  });
});
