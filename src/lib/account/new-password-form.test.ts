import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signupBody } from '#contract/family-invitations.ts';
import { newPassword } from '#contract/password-rules.ts';
import { staffInvitationAcceptBody } from '#contract/staff-team.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { joinFieldErrors, newPasswordFieldErrors, passwordsDifferMessage } from './new-password-form.ts';

installValidationMessages();

/** The forms as zod schemas, as the pages checked them before: the contract's rules, and the repeat. */
const newPasswordForm = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], message: passwordsDifferMessage });

describe('the new-password form', () => {
  it('takes a password of the rules, repeated', () => {
    expect(newPasswordFieldErrors({ password: 'tidewater-lamp-6618', confirm: 'tidewater-lamp-6618' })).toBe(undefined);
  });

  it('says a short password is too short, in spec §5 words', () => {
    expect(newPasswordFieldErrors({ password: 'short', confirm: 'short' })).toEqual({
      fields: { password: 'Must be at least 12 characters' },
    });
  });

  it('says when the repeat differs', () => {
    expect(newPasswordFieldErrors({ password: 'tidewater-lamp-6618', confirm: 'tidewater-lamp' })).toEqual({
      fields: { confirm: 'The two passwords are not the same' },
    });
  });

  it('joining: takes a name and a password of the rules, repeated, and says what is wrong field by field', () => {
    expect(joinFieldErrors({ name: 'Jordan', password: 'tidewater-lamp-6618', confirm: 'tidewater-lamp-6618' })).toBe(
      undefined,
    );
    expect(joinFieldErrors({ name: '  ', password: 'short', confirm: 'other' })).toEqual({
      fields: {
        name: 'This field is required',
        password: 'Must be at least 12 characters',
        confirm: 'The two passwords are not the same',
      },
    });
    expect(joinFieldErrors({ name: 'Jordan', password: 'tidewater-lamp-6618', confirm: 'x' })).toEqual({
      fields: { confirm: 'The two passwords are not the same' },
    });
  });

  it("says what the contract's schemas say, without zod: the new password, and joining with a name", () => {
    const password = fc.oneof(
      fc.constantFrom('', 'short', 'tidewater-lamp-6618', 'tide\nwater\tlamp', 'tidewater\u0000lamp'),
      fc.string({ unit: 'binary', maxLength: 16 }),
      fc.string({ minLength: 124, maxLength: 132 }),
    );
    const name = fc.oneof(
      fc.constantFrom('', '  ', ' Ivy ', 'Ivy\nPenhallow'),
      fc.string({ minLength: 98, maxLength: 103 }),
    );
    const values = fc
      .record({ password, name, same: fc.boolean(), other: password })
      .map(({ password, name, same, other }) => ({ name, password, confirm: same ? password : other }));
    const signupForm = newPasswordForm.and(z.object({ name: signupBody.shape.name }));
    const joinForm = newPasswordForm.and(z.object({ name: staffInvitationAcceptBody.shape.name }));
    fc.assert(
      fc.property(values, (value) => {
        expect(newPasswordFieldErrors(value)).toEqual(schemaFieldErrors(newPasswordForm, value));
        expect(joinFieldErrors(value)).toEqual(schemaFieldErrors(signupForm, value));
        expect(joinFieldErrors(value)).toEqual(schemaFieldErrors(joinForm, value));
      }),
      { seed: 12, numRuns: 400 },
    );
  });
});
