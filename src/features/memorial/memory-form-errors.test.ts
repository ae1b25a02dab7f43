import { describe, expect, it } from 'vitest';
import { memoryFormErrors } from './memory-form-errors.ts';

describe('memoryFormErrors', () => {
  it('puts each issue next to its field, the first per field', () => {
    expect(
      memoryFormErrors(
        [
          { path: 'email', message: 'Please enter a valid email address' },
          { path: 'photo', message: 'Please choose a JPEG, PNG or WebP photo' },
          { path: 'email', message: 'second' },
        ],
        'Unprocessable Entity',
      ),
    ).toEqual({
      fields: { email: 'Please enter a valid email address', photo: 'Please choose a JPEG, PNG or WebP photo' },
      form: undefined,
    });
  });

  it('says what is about no field above the button: a limit, a closed wall, or the status alone', () => {
    expect(
      memoryFormErrors([{ path: '', message: 'Please wait 5 minutes and try again.' }], 'Too Many Requests'),
    ).toEqual({ fields: {}, form: 'Please wait 5 minutes and try again.' });
    expect(memoryFormErrors(undefined, 'Content Too Large')).toEqual({ fields: {}, form: 'Content Too Large' });
  });
});
