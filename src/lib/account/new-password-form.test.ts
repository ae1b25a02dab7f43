import { describe, expect, it } from 'vitest';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { newPasswordForm } from './new-password-form.ts';

installValidationMessages();

describe('newPasswordForm', () => {
  it('takes a password of the rules, repeated', () => {
    expect(
      schemaFieldErrors(newPasswordForm, { password: 'tidewater-lamp-6618', confirm: 'tidewater-lamp-6618' }),
    ).toBe(undefined);
  });

  it('says a short password is too short, in spec §5 words', () => {
    expect(schemaFieldErrors(newPasswordForm, { password: 'short', confirm: 'short' })).toEqual({
      fields: { password: 'Must be at least 12 characters' },
    });
  });

  it('says when the repeat differs', () => {
    expect(schemaFieldErrors(newPasswordForm, { password: 'tidewater-lamp-6618', confirm: 'tidewater-lamp' })).toEqual({
      fields: { confirm: 'The two passwords are not the same' },
    });
  });
});
