import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressBook, Answers, PlanningField, PlanningForm, PlanningSection } from './planning.ts';
import { planningForm } from './planning.ts';
import {
  addressPartSchema,
  answersSchema,
  blankToUndefined,
  countryOf,
  fieldSchema,
  isFieldVisible,
  isSectionComplete,
  normalizeAddress,
  sectionSchema,
} from './planning-validation.ts';
import { installValidationMessages, toApiIssues } from './validation-messages.ts';

// The spec §5 wording comes from the installed error map, as in the browser and on the server.
let uninstall: () => void;
beforeAll(() => {
  uninstall = installValidationMessages();
});
afterAll(() => uninstall());

const addressBook: AddressBook = {
  defaultCountry: 'US',
  countries: [
    {
      code: 'US',
      name: 'United States',
      regionLabel: 'State',
      regions: [
        { code: 'OR', name: 'Oregon' },
        { code: 'WA', name: 'Washington' },
      ],
      postalCodeLabel: 'ZIP code',
      postalCodePattern: '\\d{5}(-\\d{4})?',
      postalCodeExample: '97214',
    },
    {
      code: 'GB',
      name: 'United Kingdom',
      regionLabel: 'County',
      regions: [],
      postalCodeLabel: 'Postcode',
      postalCodePattern: '[A-Za-z0-9 ]{5,8}',
      postalCodeExample: 'SW1A 1AA',
    },
  ],
};

const scope = (answers: Answers, caseStatus: 'AT_NEED' | 'PRE_PLAN' = 'PRE_PLAN') => ({
  caseStatus,
  addressBook,
  answers,
});

const field = <T extends PlanningField>(definition: T) => definition;
const messages = (definition: PlanningField, value: unknown, answers: Answers = {}) => {
  const result = fieldSchema(definition, scope({ ...answers, [definition.id]: value as never })).safeParse(value);
  return result.success ? [] : toApiIssues(result.error);
};
const ok = (definition: PlanningField, value: unknown) => {
  const result = fieldSchema(definition, scope({ [definition.id]: value as never })).safeParse(value);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues));
  return result.data;
};

const name = field({ id: 'name', label: 'Name', required: true, type: 'text', minLength: 2, maxLength: 5 });

describe('field rules speak spec §5', () => {
  it.each([undefined, null, '', '   '])('a required field left as %j is required', (value) => {
    expect(messages(name, value)).toEqual([{ path: '', message: 'This field is required' }]);
  });

  it('trims text and accepts an optional field left empty', () => {
    expect(ok(name, '  Ada ')).toBe('Ada');
    expect(ok({ ...name, required: false }, '  ')).toBeUndefined();
  });

  it('gives the length bounds', () => {
    expect(messages(name, 'A')).toEqual([{ path: '', message: 'Must be at least 2 characters' }]);
    expect(messages(name, 'Adelaide')).toEqual([{ path: '', message: 'Cannot exceed 5 characters' }]);
  });

  it('says wrong types', () => {
    expect(messages(name, 42)).toEqual([{ path: '', message: 'Expected string' }]);
  });

  it('checks a pattern against the whole answer', () => {
    const phone = field({ id: 'phone', label: 'Phone', required: true, type: 'tel', pattern: '[0-9 ()+.-]{7,20}' });
    expect(ok(phone, '(503) 555-0100')).toBe('(503) 555-0100');
    expect(messages(phone, 'call me maybe')).toEqual([{ path: '', message: 'Please enter a valid format' }]);
  });

  it('checks emails and URLs', () => {
    const email = field({ id: 'email', label: 'Email', required: true, type: 'email' });
    const url = field({ id: 'site', label: 'Site', required: false, type: 'url' });
    expect(messages(email, 'ada-at-example')).toEqual([{ path: '', message: 'Please enter a valid email address' }]);
    expect(messages(url, 'not a url')).toEqual([{ path: '', message: 'Please enter a valid URL' }]);
    expect(ok(url, 'https://example.org/tribute')).toBe('https://example.org/tribute');
  });

  it('checks dates as ISO days', () => {
    const born = field({ id: 'born', label: 'Born', required: false, type: 'date' });
    expect(ok(born, '1941-03-09')).toBe('1941-03-09');
    expect(messages(born, '09/03/1941')).toEqual([{ path: '', message: 'Invalid string' }]);
  });

  it('reads numbers typed as text and gives numeric bounds', () => {
    const years = field({
      id: 'years',
      label: 'Years',
      required: false,
      type: 'number',
      min: 0,
      max: 80,
      integer: true,
    });
    expect(ok(years, '12')).toBe(12);
    expect(messages(years, '81')).toEqual([{ path: '', message: 'Cannot exceed 80' }]);
    expect(messages(years, -1)).toEqual([{ path: '', message: 'Must be at least 0' }]);
    // What to type, in the family's words, not spec §5's 'Expected number'.
    expect(messages(years, 'twelve')).toEqual([{ path: '', message: 'Enter a whole number, such as 12' }]);
    expect(messages(years, '12.5')).toEqual([{ path: '', message: 'Enter a whole number, such as 12' }]);
    expect(messages({ ...years, unit: 'years' }, 'twelve')).toEqual([
      { path: '', message: 'Enter the number of years, such as 12' },
    ]);
    expect(messages({ ...years, integer: false, min: 20, max: 40 }, 'x')).toEqual([
      { path: '', message: 'Enter a number, such as 20' },
    ]);
    // A required number left blank is still required, not a wrong number.
    expect(messages({ ...years, required: true }, '')).toEqual([{ path: '', message: 'This field is required' }]);
    expect(messages({ ...years, required: true }, undefined)).toEqual([
      { path: '', message: 'This field is required' },
    ]);
  });

  it('keeps text, telephone and address answers to one line; a textarea may hold lines', () => {
    const contact = field({ id: 'contactFirstName', label: 'First name', required: true, type: 'text' });
    const phone = field({ id: 'phone', label: 'Phone', required: false, type: 'tel' });
    const notes = field({ id: 'notes', label: 'Notes', required: false, type: 'textarea' });
    const invalid = [{ path: '', message: 'Invalid string' }];
    for (const value of ['X\r\nBcc: a@b.example', 'Ann\tLee', 'Ann\u0085Lee', 'Ann\u007fLee'])
      expect(messages(contact, value), JSON.stringify(value)).toEqual(invalid);
    expect(messages(phone, '555\n0100')).toEqual(invalid);
    // Spaces and line breaks around an answer are trimmed away before any rule, as before.
    expect(ok(contact, '  Ann\r\n')).toBe('Ann');
    expect(ok(notes, 'First line\r\nSecond line\twith a tab')).toBe('First line\r\nSecond line\twith a tab');
  });

  it('lists the valid options of a choice', () => {
    const served = field({
      id: 'served',
      label: 'Served',
      required: true,
      type: 'radio',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    });
    expect(messages(served, 'maybe')).toEqual([
      { path: '', message: 'Invalid option selected. Valid options are: yes, no' },
    ]);
    expect(messages(served, '')).toEqual([{ path: '', message: 'This field is required' }]);
  });
});

describe('address fields', () => {
  const home = field({ id: 'home', label: 'Home address', required: false, type: 'address' });

  it('leaves an optional address alone while only its preset country is set', () => {
    expect(messages(home, { country: 'US' })).toEqual([]);
    expect(ok(home, { country: 'US', line1: ' ' })).toBeUndefined();
  });

  it('asks for the rest of an optional address once it is started', () => {
    expect(messages(home, { country: 'US', line1: '1 Main St' })).toEqual([
      { path: 'city', message: 'This field is required' },
      { path: 'region', message: 'This field is required' },
      { path: 'postalCode', message: 'This field is required' },
    ]);
  });

  it("checks the region and postal code against the country's rules", () => {
    const value = { country: 'US', line1: '1 Main St', city: 'Portland', region: 'XX', postalCode: '9721' };
    expect(messages(home, value)).toEqual([
      { path: 'region', message: 'Invalid option selected. Valid options are: OR, WA' },
      { path: 'postalCode', message: 'Please enter a valid format' },
    ]);
    expect(ok(home, { ...value, region: 'OR', postalCode: '97214', line2: '' })).toEqual({
      country: 'US',
      line1: '1 Main St',
      city: 'Portland',
      region: 'OR',
      postalCode: '97214',
    });
  });

  it('asks no region where the country has none', () => {
    const value = { country: 'GB', line1: '10 Downing St', city: 'London', postalCode: 'SW1A 2AA' };
    expect(ok(home, value)).toEqual(value);
  });

  it('requires every part but line 2 of a required address', () => {
    expect(messages({ ...home, required: true }, { country: 'US' })).toEqual([
      { path: 'line1', message: 'This field is required' },
      { path: 'city', message: 'This field is required' },
      { path: 'region', message: 'This field is required' },
      { path: 'postalCode', message: 'This field is required' },
    ]);
    expect(messages({ ...home, required: true }, undefined)).toEqual([{ path: '', message: 'This field is required' }]);
  });
});

describe('address helpers', () => {
  const home = field({ id: 'home', label: 'Home address', required: false, type: 'address' });

  it('reads blanks and null as not answered, and trims text', () => {
    expect(blankToUndefined(null)).toBeUndefined();
    expect(blankToUndefined('  ')).toBeUndefined();
    expect(blankToUndefined(' Ann ')).toBe('Ann');
    expect(blankToUndefined(0)).toBe(0);
  });

  it('finds a country by code, else the default one, else the first', () => {
    const ukFirst: AddressBook = { defaultCountry: 'US', countries: [...addressBook.countries].reverse() };
    expect(countryOf(ukFirst, 'GB').name).toBe('United Kingdom');
    expect(countryOf(ukFirst, 'FR').name).toBe('United States');
    expect(countryOf(ukFirst, undefined).name).toBe('United States');
    expect(countryOf({ ...ukFirst, defaultCountry: 'FR' }, 'DE').name).toBe('United Kingdom');
  });

  it('keeps only the answered parts of an address, trimmed, and leaves anything else as it is', () => {
    expect(normalizeAddress({ line1: ' 1 Main St ', line2: ' ', city: null, extra: 'x', country: 'US' })).toStrictEqual(
      {
        line1: '1 Main St',
        country: 'US',
      },
    );
    expect(normalizeAddress('1 Main St')).toBe('1 Main St');
    expect(normalizeAddress(null)).toBeNull();
    expect(normalizeAddress(['1 Main St'])).toEqual(['1 Main St']);
  });

  it('leaves an optional address nobody answered alone', () => {
    expect(ok(home, undefined)).toBeUndefined();
    expect(ok(home, null)).toBeUndefined();
  });

  it('asks for no part of an optional address until it is started, and reads the country it names', () => {
    const part = (name: 'line1' | 'region', answers: Answers) =>
      addressPartSchema(home, name, scope(answers)).safeParse(undefined).success;
    expect(part('line1', {})).toBe(true);
    expect(part('line1', { home: { country: 'US' } })).toBe(true);
    expect(part('line1', { home: { country: 'US', city: 'Portland' } })).toBe(false);
    expect(part('region', { home: { country: 'US', city: 'Portland' } })).toBe(false);
    expect(part('region', { home: { country: 'GB', city: 'London' } })).toBe(true);
  });

  it('takes a second line, and a free region where the country lists none', () => {
    const value = {
      country: 'GB',
      line1: '10 Downing St',
      line2: 'Westminster',
      city: 'London',
      region: 'Greater London',
      postalCode: 'SW1A 2AA',
    };
    expect(ok(home, value)).toEqual(value);
    expect(messages(home, { ...value, line2: 'x'.repeat(201), region: 'x'.repeat(101) })).toEqual([
      { path: 'line2', message: 'Cannot exceed 200 characters' },
      { path: 'region', message: 'Cannot exceed 100 characters' },
    ]);
  });
});

describe('email and URL lengths', () => {
  it.each([
    ['email', 'ann@example.com', `${'a'.repeat(20)}@example.com`],
    ['url', 'https://example.com', `https://example.com/${'a'.repeat(20)}`],
  ] as const)('bounds a %s field by its maxLength', (type, short, long) => {
    const bounded = field({ id: 'contact', label: 'Contact', required: true, type, maxLength: 30 });
    expect(ok(bounded, short)).toBe(short);
    expect(messages(bounded, long)).toEqual([{ path: '', message: 'Cannot exceed 30 characters' }]);
  });
});

const section: PlanningSection = {
  urlKey: 'military',
  name: 'Military',
  decedentDetails: false,
  fields: [
    {
      id: 'served',
      label: 'Did {possessive} serve?',
      required: true,
      type: 'radio',
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
    { id: 'branch', label: 'Branch', required: true, type: 'text', visibleWhen: { fieldId: 'served', equals: 'yes' } },
    { id: 'passed', label: 'Date of passing', required: true, type: 'date', visibleWhen: { caseStatus: 'AT_NEED' } },
  ],
};

describe('sections and forms', () => {
  it('counts a field only while its condition holds', () => {
    const [, branch, passed] = section.fields;
    expect(isFieldVisible(branch!, scope({ served: 'yes' }))).toBe(true);
    expect(isFieldVisible(branch!, scope({ served: 'no' }))).toBe(false);
    expect(isFieldVisible(passed!, scope({}, 'AT_NEED'))).toBe(true);
    expect(isFieldVisible(passed!, scope({}, 'PRE_PLAN'))).toBe(false);
  });

  it('validates and picks only the visible fields of a section', () => {
    expect(isSectionComplete(section, scope({ served: 'no', branch: 'left over' }))).toBe(true);
    expect(sectionSchema(section, scope({ served: 'no', branch: 'x', other: 1 })).parse({ served: 'no' })).toEqual({
      served: 'no',
    });
    const issues = sectionSchema(section, scope({ served: 'yes' }, 'AT_NEED')).safeParse({ served: 'yes' });
    expect(toApiIssues(issues.error!)).toEqual([
      { path: 'branch', message: 'This field is required' },
      { path: 'passed', message: 'This field is required' },
    ]);
  });

  it('parses a whole form into the map that is sent', () => {
    const form: PlanningForm = {
      version: 1,
      sections: [
        {
          urlKey: 'contact',
          name: 'Contact',
          decedentDetails: false,
          fields: [{ id: 'email', label: 'Email', required: true, type: 'email', purpose: 'contactEmail' }],
        },
        section,
      ],
    };
    const answers = { email: ' ada@example.com ', served: 'yes', branch: 'Navy', stray: 'dropped' };
    expect(answersSchema(form, scope(answers)).parse(answers)).toEqual({
      email: 'ada@example.com',
      served: 'yes',
      branch: 'Navy',
    });
  });
});

describe('planningForm definition checks', () => {
  const email: PlanningField = { id: 'email', label: 'Email', required: true, type: 'email', purpose: 'contactEmail' };
  const form = (fields: PlanningField[], more: PlanningSection[] = []) =>
    planningForm.safeParse({
      version: 1,
      sections: [{ urlKey: 'contact', name: 'Contact', decedentDetails: false, fields }, ...more],
    });

  it('accepts a form with a required contact email', () => {
    expect(form([email]).success).toBe(true);
  });

  it('refuses a form without one, duplicate ids or keys, and dangling conditions', () => {
    expect(form([{ ...email, required: false }]).success).toBe(false);
    expect(form([email, { ...email, purpose: undefined }]).success).toBe(false);
    expect(form([email], [{ urlKey: 'contact', name: 'Again', decedentDetails: false, fields: [name] }]).success).toBe(
      false,
    );
    expect(form([email, { ...name, visibleWhen: { fieldId: 'email', equals: 'x' } }]).success).toBe(false);
  });
});
