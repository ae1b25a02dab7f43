import { describe, expect, it } from 'vitest';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { schemaFieldErrors } from '#src/lib/forms/schema-field-errors.ts';
import { joinForm } from './join-form.ts';

installValidationMessages();

describe('joinForm', () => {
  it('takes a name and a password of the rules, repeated', () => {
    expect(
      schemaFieldErrors(joinForm, { name: 'Jordan', password: 'tidewater-lamp-6618', confirm: 'tidewater-lamp-6618' }),
    ).toBe(undefined);
  });

  it('says what is wrong in spec §5 words, field by field', () => {
    expect(schemaFieldErrors(joinForm, { name: '  ', password: 'short', confirm: 'other' })).toEqual({
      fields: {
        name: 'This field is required',
        password: 'Must be at least 12 characters',
        confirm: 'The two passwords are not the same',
      },
    });
    expect(schemaFieldErrors(joinForm, { name: 'Jordan', password: 'tidewater-lamp-6618', confirm: 'x' })).toEqual({
      fields: { confirm: 'The two passwords are not the same' },
    });
  });
});
