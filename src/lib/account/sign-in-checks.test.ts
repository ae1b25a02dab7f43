import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginBody } from '#contract/auth.ts';
import { passwordResetRequestBody } from '#contract/password-reset.ts';
import { codeDigits, signInCodeBody, signInCodeRequestBody } from '#contract/sign-in-code.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { codeFieldErrors, emailFieldErrors, loginFieldErrors } from './sign-in-checks.ts';

installValidationMessages();

const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('', ' ', 'rose@', ' rose@family.example', 'rose@family.example\n'),
  fc.string({ maxLength: 12 }),
  fc.integer({ min: 250, max: 258 }).map((length) => `${'r'.repeat(length - 9)}@host.org`),
);
const password = fc.oneof(
  fc.constantFrom('', ' ', 'tide\nwater', 'a\u0000b', '\ud800'),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({ minLength: 1020, maxLength: 1028 }),
);
const code = fc.oneof(
  fc.constantFrom('', '123456', '123 456', '123-456', '12345', '1234567', 'abcdef', '١٢٣٤٥٦', '123\n456'),
  fc.string({ maxLength: 9 }),
  fc.stringMatching(/^[\d -]{0,9}$/),
);

describe('the sign-in forms check as the contract does, without zod', () => {
  it('email and password', () => {
    fc.assert(
      fc.property(fc.record({ email, password }), (value) => {
        expect(loginFieldErrors(value)).toEqual(schemaFieldErrors(loginBody, value));
      }),
      { seed: 21, numRuns: 400 },
    );
  });

  it('the address alone: a code asked for, a reset link asked for', () => {
    fc.assert(
      fc.property(email, (typed) => {
        expect(emailFieldErrors({ email: typed })).toEqual(schemaFieldErrors(signInCodeRequestBody, { email: typed }));
        expect(emailFieldErrors({ email: typed })).toEqual(
          schemaFieldErrors(passwordResetRequestBody, { email: typed }),
        );
      }),
      { seed: 21, numRuns: 300 },
    );
  });

  it('the code, as typed', () => {
    const codeOnly = signInCodeBody.pick({ code: true });
    fc.assert(
      fc.property(code, (typed) => {
        expect(codeFieldErrors({ code: typed })).toEqual(schemaFieldErrors(codeOnly, { code: codeDigits(typed) }));
      }),
      { seed: 21, numRuns: 300 },
    );
  });
});
