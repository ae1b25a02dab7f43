import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesOf } from './spec-issues.test-helper.ts';
import { issuePath, validationErrorMap, validationMessage } from './validation-messages.ts';

// This file never installs the global map: every parse passes it per call, so these tests
// prove the map itself. validation-messages.install.test.ts proves the global installation.

const contactForm = z.object({
  name: z.string().min(2).max(50),
  email: z.email(),
  website: z.url().optional(),
  postcode: z.string().regex(/^\d{5}$/),
  caseId: z.uuid().optional(),
  age: z.number().min(18).max(120),
  guests: z.array(z.string()).min(1).max(3),
  relationship: z.enum(['spouse', 'child', 'friend']),
  serviceDate: z.date().min(new Date('2020-01-01T00:00:00.000Z')).max(new Date('2030-12-31T00:00:00.000Z')),
});

const validContact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  postcode: '12345',
  age: 36,
  guests: ['Charles'],
  relationship: 'child',
  serviceDate: new Date('2025-06-01T10:00:00.000Z'),
};

const contactIssues = (change: Record<string, unknown>) => issuesOf(contactForm, { ...validContact, ...change });

describe('validationErrorMap through real parses', () => {
  it('passes the valid contact (the fixture itself is sound)', () => {
    expect(contactForm.safeParse(validContact).success).toBe(true);
  });

  it('says a missing field is required', () => {
    const { email: _omitted, ...withoutEmail } = validContact;
    expect(issuesOf(contactForm, withoutEmail)).toEqual([{ path: 'email', message: 'This field is required' }]);
  });

  it('says a null field is required', () => {
    expect(contactIssues({ name: null })).toEqual([{ path: 'name', message: 'This field is required' }]);
  });

  it('says a missing enumeration field is required, not an invalid option', () => {
    const { relationship: _omitted, ...withoutRelationship } = validContact;
    expect(issuesOf(contactForm, withoutRelationship)).toEqual([
      { path: 'relationship', message: 'This field is required' },
    ]);
  });

  it('says a missing union field is required', () => {
    const schema = z.object({ amount: z.union([z.number(), z.string()]) });
    expect(issuesOf(schema, {})).toEqual([{ path: 'amount', message: 'This field is required' }]);
  });

  it('lists every missing field of an empty form as required', () => {
    const messages = issuesOf(contactForm, {}).map((issue) => issue.message);
    expect(messages).toHaveLength(7); // website and caseId are optional
    expect(new Set(messages)).toEqual(new Set(['This field is required']));
  });

  it('asks for a valid email address', () => {
    expect(contactIssues({ email: 'ada-at-example' })).toEqual([
      { path: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('asks for a valid URL', () => {
    expect(contactIssues({ website: 'not a url' })).toEqual([{ path: 'website', message: 'Please enter a valid URL' }]);
  });

  it('asks for a valid format when a pattern does not match', () => {
    expect(contactIssues({ postcode: '12a45' })).toEqual([
      { path: 'postcode', message: 'Please enter a valid format' },
    ]);
  });

  it("says why a record key is refused in its key rule's words (a pattern, a length)", () => {
    const answers = z.object({
      answers: z.record(
        z
          .string()
          .min(2)
          .regex(/^[a-z]+$/),
        z.number(),
      ),
    });
    expect(issuesOf(answers, { answers: { 'a.b': 1 } })).toEqual([
      { path: 'answers.a.b', message: 'Please enter a valid format' },
    ]);
    expect(issuesOf(answers, { answers: { a: 1 } })).toEqual([
      { path: 'answers.a', message: 'Must be at least 2 characters' },
    ]);
  });

  it('calls any other invalid string format an invalid string (uuid)', () => {
    expect(contactIssues({ caseId: 'not-a-uuid' })).toEqual([{ path: 'caseId', message: 'Invalid string' }]);
  });

  it('calls any other invalid string format an invalid string (starts with, ISO date)', () => {
    expect(issuesOf(z.object({ slug: z.string().startsWith('/') }), { slug: 'about' })).toEqual([
      { path: 'slug', message: 'Invalid string' },
    ]);
    expect(issuesOf(z.object({ day: z.iso.date() }), { day: '31/12/2024' })).toEqual([
      { path: 'day', message: 'Invalid string' },
    ]);
  });

  it('gives the minimum length in characters', () => {
    expect(contactIssues({ name: 'A' })).toEqual([{ path: 'name', message: 'Must be at least 2 characters' }]);
  });

  it('says an empty text field that must hold a character is required, never "at least 1 characters"', () => {
    const schema = z.object({ name: z.string().min(1), title: z.string().trim().min(1) });
    expect(issuesOf(schema, { name: '', title: '   ' })).toEqual([
      { path: 'name', message: 'This field is required' },
      { path: 'title', message: 'This field is required' },
    ]);
  });

  it('says one character and one item in the singular', () => {
    const schema = z.object({ initial: z.string().max(1), tags: z.array(z.string()).min(2).max(1) });
    expect(issuesOf(schema, { initial: 'AB', tags: ['a', 'b'] })).toEqual([
      { path: 'initial', message: 'Cannot exceed 1 character' },
      { path: 'tags', message: 'Cannot have more than 1 item' },
    ]);
    expect(issuesOf(schema, { initial: 'A', tags: [] })).toEqual([
      { path: 'tags', message: 'Must have at least 2 items' },
    ]);
  });

  it('gives the maximum length in characters', () => {
    expect(contactIssues({ name: 'A'.repeat(51) })).toEqual([{ path: 'name', message: 'Cannot exceed 50 characters' }]);
  });

  it('gives the numeric minimum', () => {
    expect(contactIssues({ age: 17 })).toEqual([{ path: 'age', message: 'Must be at least 18' }]);
  });

  it('gives the numeric maximum', () => {
    expect(contactIssues({ age: 121 })).toEqual([{ path: 'age', message: 'Cannot exceed 120' }]);
  });

  it('treats integer schemas as numbers for bounds', () => {
    const schema = z.object({ quantity: z.int().min(1).max(10) });
    expect(issuesOf(schema, { quantity: 0 })).toEqual([{ path: 'quantity', message: 'Must be at least 1' }]);
    expect(issuesOf(schema, { quantity: 11 })).toEqual([{ path: 'quantity', message: 'Cannot exceed 10' }]);
  });

  it('gives the minimum number of items', () => {
    expect(contactIssues({ guests: [] })).toEqual([{ path: 'guests', message: 'Must have at least 1 item' }]);
  });

  it('gives the maximum number of items', () => {
    expect(contactIssues({ guests: ['a', 'b', 'c', 'd'] })).toEqual([
      { path: 'guests', message: 'Cannot have more than 3 items' },
    ]);
  });

  it('names the expected type when the type is wrong', () => {
    expect(contactIssues({ age: '36' })).toEqual([{ path: 'age', message: 'Expected number' }]);
    expect(contactIssues({ guests: 5 })).toEqual([{ path: 'guests', message: 'Expected array' }]);
    expect(contactIssues({ serviceDate: '2025-06-01' })).toEqual([{ path: 'serviceDate', message: 'Expected date' }]);
  });

  it('says "integer" rather than zod\'s "int"', () => {
    expect(issuesOf(z.object({ quantity: z.int() }), { quantity: 1.5 })).toEqual([
      { path: 'quantity', message: 'Expected integer' },
    ]);
  });

  it('treats undefined given where null is expected as a wrong type, not a missing value', () => {
    expect(issuesOf(z.object({ nothing: z.null() }), {})).toEqual([{ path: 'nothing', message: 'Expected null' }]);
  });

  it('treats null given where undefined or void is expected as a wrong type too', () => {
    expect(issuesOf(z.object({ gone: z.undefined() }), { gone: null })).toEqual([
      { path: 'gone', message: 'Expected undefined' },
    ]);
    expect(issuesOf(z.object({ gone: z.void() }), { gone: null })).toEqual([
      { path: 'gone', message: 'Expected void' },
    ]);
  });

  it('gives the bounds of a safe integer as numeric bounds', () => {
    expect(issuesOf(z.object({ n: z.int() }), { n: -(2 ** 60) })).toEqual([
      { path: 'n', message: 'Must be at least -9007199254740991' },
    ]);
    expect(issuesOf(z.object({ n: z.int() }), { n: 2 ** 60 })).toEqual([
      { path: 'n', message: 'Cannot exceed 9007199254740991' },
    ]);
  });

  it("keeps zod's wording for an exclusive maximum, which 'cannot exceed' would misstate", () => {
    expect(issuesOf(z.object({ price: z.number().lt(5) }), { price: 5 })).toEqual([
      { path: 'price', message: 'Too big: expected number to be <5' },
    ]);
  });

  it('lists the valid options of an enumeration', () => {
    expect(contactIssues({ relationship: 'cousin' })).toEqual([
      { path: 'relationship', message: 'Invalid option selected. Valid options are: spouse, child, friend' },
    ]);
  });

  it('lists the options of a discriminated union whose discriminator matches none, or says it is required', () => {
    const schema = z.object({
      module: z.discriminatedUnion('type', [
        z.object({ type: z.literal('hero') }),
        z.object({ type: z.literal('faq') }),
      ]),
    });
    expect(issuesOf(schema, { module: { type: 'carousel' } })).toEqual([
      { path: 'module.type', message: 'Invalid option selected. Valid options are: hero, faq' },
    ]);
    expect(issuesOf(schema, { module: {} })).toEqual([{ path: 'module.type', message: 'This field is required' }]);
    expect(issuesOf(schema, { module: { type: null } })).toEqual([
      { path: 'module.type', message: 'This field is required' },
    ]);
  });

  it('lists the valid options of a literal the same way', () => {
    expect(issuesOf(z.object({ status: z.literal('AT_NEED') }), { status: 'LATER' })).toEqual([
      { path: 'status', message: 'Invalid option selected. Valid options are: AT_NEED' },
    ]);
  });

  it('gives date bounds as ISO instants (greater / less than or equal to)', () => {
    expect(contactIssues({ serviceDate: new Date('2019-12-31T00:00:00.000Z') })).toEqual([
      { path: 'serviceDate', message: 'Value must be greater than or equal to 2020-01-01T00:00:00.000Z' },
    ]);
    expect(contactIssues({ serviceDate: new Date('2031-01-01T00:00:00.000Z') })).toEqual([
      { path: 'serviceDate', message: 'Value must be less than or equal to 2030-12-31T00:00:00.000Z' },
    ]);
  });

  it('gives bigint and set bounds with the generic wording', () => {
    expect(issuesOf(z.object({ cents: z.bigint().min(5n) }), { cents: 4n })).toEqual([
      { path: 'cents', message: 'Value must be greater than or equal to 5' },
    ]);
    expect(issuesOf(z.object({ cents: z.bigint().max(5n) }), { cents: 6n })).toEqual([
      { path: 'cents', message: 'Value must be less than or equal to 5' },
    ]);
    expect(issuesOf(z.object({ tags: z.set(z.string()).min(2) }), { tags: new Set(['a']) })).toEqual([
      { path: 'tags', message: 'Value must be greater than or equal to 2' },
    ]);
  });

  it("keeps zod's wording for an exclusive bound, which 'at least' would misstate", () => {
    expect(issuesOf(z.object({ price: z.number().positive() }), { price: 0 })).toEqual([
      { path: 'price', message: 'Too small: expected number to be >0' },
    ]);
  });

  it("keeps zod's own message where the spec has none", () => {
    expect(issuesOf(z.object({ pairs: z.number().multipleOf(2) }), { pairs: 3 })).toEqual([
      { path: 'pairs', message: 'Invalid number: must be a multiple of 2' },
    ]);
    expect(issuesOf(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual([
      { path: '', message: 'Unrecognized key: "b"' },
    ]);
  });

  it('keeps the message of a refinement', () => {
    const passwords = z
      .object({ password: z.string(), repeat: z.string() })
      .refine((form) => form.password === form.repeat, { message: 'Passwords must match', path: ['repeat'] });
    expect(issuesOf(passwords, { password: 'a', repeat: 'b' })).toEqual([
      { path: 'repeat', message: 'Passwords must match' },
    ]);
  });

  it("lets a schema's own message win over the map", () => {
    expect(issuesOf(z.object({ code: z.string().min(6, 'Enter the 6-digit code') }), { code: '1' })).toEqual([
      { path: 'code', message: 'Enter the 6-digit code' },
    ]);
  });

  it('joins nested paths with dots', () => {
    const schema = z.object({ contacts: z.array(z.object({ email: z.email() })) });
    expect(issuesOf(schema, { contacts: [{ email: 'a@example.com' }, { email: 'nope' }] })).toEqual([
      { path: 'contacts.1.email', message: 'Please enter a valid email address' },
    ]);
  });
});

describe('validationMessage', () => {
  it('says required for a raw issue whose input is missing', () => {
    const raw: z.core.$ZodRawIssue = { code: 'invalid_type', expected: 'string', input: undefined, path: ['name'] };
    expect(validationMessage(raw)).toBe('This field is required');
  });

  it('says required for a raw issue whose input is null', () => {
    const raw: z.core.$ZodRawIssue = { code: 'invalid_type', expected: 'string', input: null, path: ['name'] };
    expect(validationMessage(raw)).toBe('This field is required');
  });

  it('says a failed bound as a bound even where the value is missing: only type and option failures mean missing', () => {
    const raw: z.core.$ZodRawIssue = {
      code: 'too_small',
      origin: 'array',
      minimum: 1,
      inclusive: true,
      input: undefined,
      path: ['guests'],
    };
    expect(validationMessage(raw)).toBe('Must have at least 1 item');
  });

  it('keeps "required" for a finished issue that the map already said it of', () => {
    const schema = z.object({ relationship: z.enum(['spouse', 'child']) });
    const missing = schema.safeParse({}, { error: validationErrorMap });
    expect(missing.error?.issues[0]).not.toHaveProperty('input');
    expect(missing.error?.issues.map(validationMessage)).toEqual(['This field is required']);
  });

  it('says wrong type for a raw issue whose input is present', () => {
    const raw: z.core.$ZodRawIssue = { code: 'invalid_type', expected: 'string', input: 42, path: ['name'] };
    expect(validationMessage(raw)).toBe('Expected string');
  });

  it('reads presence from a finished issue parsed with reportInput', () => {
    const schema = z.object({ name: z.string() });
    const missing = schema.safeParse({}, { reportInput: true });
    const wrong = schema.safeParse({ name: 42 }, { reportInput: true });
    expect(missing.error?.issues.map(validationMessage)).toEqual(['This field is required']);
    expect(wrong.error?.issues.map(validationMessage)).toEqual(['Expected string']);
  });

  it("falls back to zod's wording for a finished issue without input", () => {
    const schema = z.object({ name: z.string() });
    const missing = schema.safeParse({});
    const wrong = schema.safeParse({ name: 42 });
    expect(missing.error?.issues[0]).not.toHaveProperty('input');
    expect(missing.error?.issues.map(validationMessage)).toEqual(['This field is required']);
    expect(wrong.error?.issues.map(validationMessage)).toEqual(['Expected string']);
  });

  it('maps the other rules of a finished issue', () => {
    const result = z.object({ email: z.email(), age: z.number().min(18) }).safeParse({ email: 'x', age: 3 });
    expect(result.error?.issues.map(validationMessage)).toEqual([
      'Please enter a valid email address',
      'Must be at least 18',
    ]);
  });

  it("keeps a finished issue's message where the spec has none", () => {
    const result = z
      .string()
      .refine(() => false, 'Nope')
      .safeParse('x');
    expect(result.error?.issues.map(validationMessage)).toEqual(['Nope']);
  });

  it("uses zod's locale for a raw issue with no spec rule and no message yet", () => {
    const raw: z.core.$ZodRawIssue = { code: 'not_multiple_of', divisor: 2, input: 3, origin: 'number', path: [] };
    expect(validationMessage(raw)).toBe('Invalid number: must be a multiple of 2');
  });
});

describe('issuePath', () => {
  it('joins keys and indexes with dots and leaves the root empty', () => {
    expect(issuePath(['contacts', 0, 'email'])).toBe('contacts.0.email');
    expect(issuePath([])).toBe('');
  });

  it('names symbol keys by their description', () => {
    expect(issuePath(['meta', Symbol('tag')])).toBe('meta.tag');
    expect(issuePath(['meta', Symbol()])).toBe('meta.');
  });
});
