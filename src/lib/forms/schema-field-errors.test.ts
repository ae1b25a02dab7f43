import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { formFieldName, schemaFieldErrors } from './schema-field-errors.ts';

installValidationMessages();

describe('formFieldName', () => {
  it('names nested fields as TanStack Form does', () => {
    expect(formFieldName(['items', 0, 'question'])).toBe('items[0].question');
    expect(formFieldName(['image', 'src'])).toBe('image.src');
    expect(formFieldName([])).toBe('');
  });
});

describe('schemaFieldErrors', () => {
  const schema = z.object({ name: z.string().min(2), items: z.array(z.object({ q: z.string().min(1) })) });

  it('is undefined for valid values', () => {
    expect(schemaFieldErrors(schema, { name: 'Al', items: [{ q: 'x' }] })).toBeUndefined();
  });

  it("gives each field's first spec §5 message under its form name", () => {
    expect(schemaFieldErrors(schema, { name: '', items: [{ q: '' }] })).toEqual({
      fields: { name: 'Must be at least 2 characters', 'items[0].q': 'This field is required' },
    });
  });
});
