import { describe, expect, it } from 'vitest';
import type { PlanningField, PlanningSection } from './planning.ts';
import {
  addressBook,
  caseReference,
  caseStatusFor,
  fieldId,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyHeader,
  planningField,
  planningForm,
  planningLocations,
  planningSection,
  planningSubmission,
  planTypes,
  urlKey,
} from './planning.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

describe('plan types and case statuses', () => {
  it('offers the three plan types of spec §1', () => {
    expect(planTypes).toEqual(['pre-plan-self', 'pre-plan-other', 'at-need']);
  });

  it('sends AT_NEED for an at-need plan and PRE_PLAN for both pre-plans (spec §4)', () => {
    expect(caseStatusFor('at-need')).toBe('AT_NEED');
    expect(caseStatusFor('pre-plan-self')).toBe('PRE_PLAN');
    expect(caseStatusFor('pre-plan-other')).toBe('PRE_PLAN');
  });

  it('quotes a case with six digits, longer ids as they are', () => {
    expect(caseReference(123)).toBe('000123');
    expect(caseReference(1234567)).toBe('1234567');
  });
});

describe('field ids and url keys', () => {
  it.each(['email', 'firstName2', 'a', `a${'b'.repeat(63)}`])('accepts the field id %s', (id) => {
    expect(fieldId.parse(id)).toBe(id);
  });

  it.each(['1email', '_email', 'first.name', 'first-name', 'email ', `a${'b'.repeat(64)}`, ''])(
    'refuses the field id %j',
    (id) => {
      expect(issuesOf(fieldId, id)).toEqual([{ path: '', message: 'Please enter a valid format' }]);
    },
  );

  it.each(['contact', 'final-wishes', 'step-2-of-3'])('accepts the url key %s', (key) => {
    expect(urlKey.parse(key)).toBe(key);
  });

  it.each(['Contact', '-contact', 'contact-', 'final--wishes', 'final wishes', 'final_wishes'])(
    'refuses the url key %j',
    (key) => {
      expect(issuesOf(urlKey, key)).toEqual([{ path: '', message: 'Please enter a valid format' }]);
    },
  );
});

const email: PlanningField = {
  id: 'email',
  label: 'Your email',
  required: true,
  type: 'email',
  purpose: 'contactEmail',
  autocomplete: 'email',
};

describe('planningField', () => {
  const text = { id: 'name', label: 'First name', required: true, type: 'text' } as const;

  it('accepts every field type with all its rules, keeping them', () => {
    const fields = [
      {
        ...text,
        hint: 'As on the birth certificate',
        purpose: 'decedentFirstName',
        autocomplete: 'given-name',
        minLength: 2,
        maxLength: 200,
        pattern: '[A-Za-z ]+',
      },
      { ...text, type: 'textarea', maxLength: 10_000 },
      { ...text, type: 'tel', minLength: 1, purpose: 'contactPhone' },
      { ...email, maxLength: 254 },
      { ...text, type: 'url', maxLength: 2000 },
      { ...text, type: 'date', visibleWhen: { caseStatus: 'AT_NEED' } },
      { ...text, type: 'number', min: 0, max: 120, integer: true },
      {
        ...text,
        type: 'select',
        options: [
          { value: 'burial', label: 'Burial' },
          { value: 'cremation', label: 'Cremation' },
        ],
      },
      {
        ...text,
        type: 'radio',
        options: [{ value: 'yes', label: 'Yes' }],
        visibleWhen: { fieldId: 'x', equals: 'no' },
      },
      { ...text, type: 'address' },
    ];
    for (const field of fields) expect(planningField.parse(field)).toEqual(field);
  });

  it.each([
    'contactFirstName',
    'contactLastName',
    'contactEmail',
    'contactPhone',
    'decedentFirstName',
    'decedentLastName',
  ])('knows the purpose %s', (purpose) => {
    expect(planningField.parse({ ...text, purpose })).toMatchObject({ purpose });
  });

  it('refuses an unknown purpose and an unknown type', () => {
    expect(issuesOf(planningField, { ...text, purpose: 'decedentEmail' })).toEqual([
      {
        path: 'purpose',
        message:
          'Invalid option selected. Valid options are: contactFirstName, contactLastName, contactEmail, ' +
          'contactPhone, decedentFirstName, decedentLastName',
      },
    ]);
    expect(issuesOf(planningField, { ...text, type: 'checkbox' })).toEqual([
      {
        path: 'type',
        message:
          'Invalid option selected. Valid options are: text, textarea, tel, email, url, date, number, select, radio, address',
      },
    ]);
  });

  it('bounds the words of a field', () => {
    expect(planningField.parse({ ...text, label: 'x'.repeat(200), hint: 'x'.repeat(500) })).toBeTruthy();
    expect(
      issuesOf(planningField, { ...text, label: '', hint: 'x'.repeat(501), autocomplete: 'x'.repeat(61) }),
    ).toEqual([
      { path: 'label', message: 'This field is required' },
      { path: 'hint', message: 'Cannot exceed 500 characters' },
      { path: 'autocomplete', message: 'Cannot exceed 60 characters' },
    ]);
    expect(issuesOf(planningField, { ...text, label: 'x'.repeat(201) })).toEqual([
      { path: 'label', message: 'Cannot exceed 200 characters' },
    ]);
  });

  it('bounds the length rules', () => {
    expect(issuesOf(planningField, { ...text, minLength: 0, maxLength: 10_001 })).toEqual([
      { path: 'minLength', message: 'Must be at least 1' },
      { path: 'maxLength', message: 'Cannot exceed 10000' },
    ]);
    expect(issuesOf(planningField, { ...text, maxLength: 0 })).toEqual([
      { path: 'maxLength', message: 'Must be at least 1' },
    ]);
  });

  it('refuses a pattern that is no regular expression, or is empty or too long', () => {
    expect(issuesOf(planningField, { ...text, pattern: '([0-9]' })).toEqual([
      { path: 'pattern', message: 'Not a regular expression' },
    ]);
    expect(issuesOf(planningField, { ...text, pattern: '' })).toEqual([
      { path: 'pattern', message: 'This field is required' },
    ]);
    expect(planningField.parse({ ...text, pattern: 'x'.repeat(500) })).toMatchObject({ pattern: 'x'.repeat(500) });
    expect(issuesOf(planningField, { ...text, pattern: 'x'.repeat(501) })).toEqual([
      { path: 'pattern', message: 'Cannot exceed 500 characters' },
    ]);
  });

  it('offers 1 to 100 options, each with a value and label', () => {
    const option = (n: number) => ({ value: `v${n}`, label: `Option ${n}` });
    const choice = { ...text, type: 'select' };
    const hundred = Array.from({ length: 100 }, (_, n) => option(n));
    expect(planningField.parse({ ...choice, options: hundred })).toMatchObject({ options: hundred });
    expect(issuesOf(planningField, { ...choice, options: [] })).toEqual([
      { path: 'options', message: 'Must have at least 1 item' },
    ]);
    expect(issuesOf(planningField, { ...choice, options: [...hundred, option(100)] })).toEqual([
      { path: 'options', message: 'Cannot have more than 100 items' },
    ]);
    expect(issuesOf(planningField, { ...choice, options: [{ value: '', label: 'x'.repeat(201) }] })).toEqual([
      { path: 'options.0.value', message: 'This field is required' },
      { path: 'options.0.label', message: 'Cannot exceed 200 characters' },
    ]);
    expect(issuesOf(planningField, { ...choice, options: [{ value: 'v'.repeat(101), label: '' }] })).toEqual([
      { path: 'options.0.value', message: 'Cannot exceed 100 characters' },
      { path: 'options.0.label', message: 'This field is required' },
    ]);
  });

  it('refuses a condition on an empty answer', () => {
    expect(issuesOf(planningField, { ...text, visibleWhen: { fieldId: 'served', equals: '' } })).toEqual([
      { path: 'visibleWhen.equals', message: 'This field is required' },
    ]);
  });
});

describe('planningSection', () => {
  const section = { urlKey: 'contact', name: 'Contact', decedentDetails: false, fields: [email] };

  it('accepts a section with a description and up to 60 fields', () => {
    const many = Array.from({ length: 60 }, (_, n) => ({ ...email, id: `f${n}` }));
    const described = { ...section, description: 'How we reach {possessive} family.', fields: many };
    expect(planningSection.parse(described)).toEqual(described);
  });

  it('refuses a section without fields or with too many, and overlong words', () => {
    const many = Array.from({ length: 61 }, (_, n) => ({ ...email, id: `f${n}` }));
    expect(issuesOf(planningSection, { ...section, fields: [] })).toEqual([
      { path: 'fields', message: 'Must have at least 1 item' },
    ]);
    expect(issuesOf(planningSection, { ...section, fields: many })).toEqual([
      { path: 'fields', message: 'Cannot have more than 60 items' },
    ]);
    expect(issuesOf(planningSection, { ...section, name: 'x'.repeat(101), description: 'x'.repeat(501) })).toEqual([
      { path: 'name', message: 'Cannot exceed 100 characters' },
      { path: 'description', message: 'Cannot exceed 500 characters' },
    ]);
  });
});

describe('planningForm', () => {
  const served: PlanningField = {
    id: 'served',
    label: 'Did {possessive} serve?',
    required: true,
    type: 'radio',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  };
  const burial: PlanningField = {
    id: 'disposition',
    label: 'Disposition',
    required: false,
    type: 'select',
    options: [
      { value: 'burial', label: 'Burial' },
      { value: 'cremation', label: 'Cremation' },
    ],
  };
  const branch: PlanningField = {
    id: 'branch',
    label: 'Branch',
    required: false,
    type: 'text',
    visibleWhen: { fieldId: 'served', equals: 'no' },
  };
  const cemetery: PlanningField = {
    id: 'cemetery',
    label: 'Cemetery',
    required: false,
    type: 'text',
    visibleWhen: { fieldId: 'disposition', equals: 'burial' },
  };
  const decedent: PlanningSection = {
    urlKey: 'about-them',
    name: 'About them',
    decedentDetails: true,
    fields: [
      { id: 'first', label: 'First name', required: true, type: 'text', purpose: 'decedentFirstName' },
      served,
      branch,
      burial,
      cemetery,
    ],
  };
  const contact: PlanningSection = {
    urlKey: 'contact',
    name: 'Contact',
    decedentDetails: false,
    fields: [{ id: 'phone', label: 'Phone', required: false, type: 'tel' }, email],
  };
  const valid = { version: 2, sections: [decedent, contact] };
  const formIssues = (sections: PlanningSection[]) => issuesOf(planningForm, { version: 2, sections });

  it('accepts a form with one decedent section, a contact email and conditions on choices', () => {
    expect(planningForm.parse(valid)).toEqual(valid);
  });

  it('refuses version 0 and a form without sections or with more than 20', () => {
    expect(issuesOf(planningForm, { ...valid, version: 0 })).toEqual([
      { path: 'version', message: 'Must be at least 1' },
    ]);
    expect(issuesOf(planningForm, { version: 1, sections: [] })).toEqual([
      { path: 'sections', message: 'Must have at least 1 item' },
      { path: 'sections', message: 'One always-shown, required email field must have the purpose contactEmail' },
    ]);
    const many = Array.from({ length: 21 }, (_, n) => ({
      ...contact,
      urlKey: `s${n}`,
      fields: [{ ...email, id: `e${n}` }],
    }));
    expect(issuesOf(planningForm, { version: 1, sections: many })).toEqual([
      { path: 'sections', message: 'Cannot have more than 20 items' },
    ]);
  });

  it('refuses a section key or field id used twice', () => {
    expect(formIssues([decedent, contact, { ...contact, fields: [{ ...served, id: 'other' }] }])).toEqual([
      { path: 'sections', message: 'Section urlKey "contact" is used twice' },
    ]);
    expect(formIssues([decedent, { ...contact, fields: [...contact.fields, { ...burial, id: 'first' }] }])).toEqual([
      { path: 'sections', message: 'Field id "first" is used twice' },
    ]);
  });

  it('refuses two decedent sections', () => {
    expect(formIssues([decedent, { ...contact, decedentDetails: true }])).toEqual([
      { path: 'sections', message: 'At most one section holds the decedent details' },
    ]);
  });

  it('refuses a purpose given twice', () => {
    const second = {
      id: 'first2',
      label: 'First name',
      required: true,
      type: 'text',
      purpose: 'decedentFirstName',
    } as const;
    expect(formIssues([decedent, { ...contact, fields: [...contact.fields, second] }])).toEqual([
      { path: 'sections', message: 'Purpose "decedentFirstName" is given twice' },
    ]);
  });

  const noContactEmail = [
    { path: 'sections', message: 'One always-shown, required email field must have the purpose contactEmail' },
  ];

  it.each([
    ['no field has the purpose', { ...email, purpose: undefined }],
    ['the purpose is on a text field', { ...email, type: 'text' }],
    ['the email is optional', { ...email, required: false }],
    ['the email shows only sometimes', { ...email, visibleWhen: { caseStatus: 'AT_NEED' } }],
  ] as const)('refuses a form where %s', (_case, contactEmail) => {
    expect(formIssues([decedent, { ...contact, fields: [contactEmail as PlanningField] }])).toEqual(noContactEmail);
  });

  it.each([
    [
      'an answer no option gives',
      { ...branch, visibleWhen: { fieldId: 'served', equals: 'maybe' } },
      'served',
      'maybe',
    ],
    ['a field that does not exist', { ...branch, visibleWhen: { fieldId: 'ghost', equals: 'yes' } }, 'ghost', 'yes'],
    ['a field that is no choice', { ...branch, visibleWhen: { fieldId: 'first', equals: 'Ann' } }, 'first', 'Ann'],
  ] as const)('refuses a condition on %s', (_case, dependent, target, equals) => {
    const fields = decedent.fields.map((field) => (field.id === 'branch' ? dependent : field));
    expect(formIssues([{ ...decedent, fields }, contact])).toEqual([
      {
        path: 'sections',
        message: `Field "branch" depends on "${target}" = "${equals}", which is no option of a choice field`,
      },
    ]);
  });
});

describe('address book and locations', () => {
  const unitedStates = {
    code: 'US',
    name: 'United States',
    regionLabel: 'State',
    regions: [{ code: 'OR', name: 'Oregon' }],
    postalCodeLabel: 'ZIP code',
    postalCodePattern: '\\d{5}',
    postalCodeExample: '97214',
  };
  const canada = { ...unitedStates, code: 'CA', name: 'Canada', regions: [{ code: 'BC', name: 'British Columbia' }] };

  it('accepts countries with their regions and postal code rules', () => {
    const book = { defaultCountry: 'US', countries: [unitedStates, canada] };
    expect(addressBook.parse(book)).toEqual(book);
  });

  it('refuses a book without countries and countries missing their words', () => {
    expect(issuesOf(addressBook, { defaultCountry: 'USA', countries: [] })).toEqual([
      { path: 'defaultCountry', message: 'Cannot exceed 2 characters' },
      { path: 'countries', message: 'Must have at least 1 item' },
    ]);
    const blank = {
      code: 'U',
      name: '',
      regionLabel: '',
      regions: [{ code: 'x'.repeat(11), name: '' }],
      postalCodeLabel: '',
      postalCodePattern: '',
      postalCodeExample: '',
    };
    expect(issuesOf(addressBook, { defaultCountry: 'US', countries: [blank] })).toEqual([
      { path: 'countries.0.code', message: 'Must be at least 2 characters' },
      { path: 'countries.0.name', message: 'This field is required' },
      { path: 'countries.0.regionLabel', message: 'This field is required' },
      { path: 'countries.0.regions.0.code', message: 'Cannot exceed 10 characters' },
      { path: 'countries.0.regions.0.name', message: 'This field is required' },
      { path: 'countries.0.postalCodeLabel', message: 'This field is required' },
      { path: 'countries.0.postalCodePattern', message: 'This field is required' },
      { path: 'countries.0.postalCodeExample', message: 'This field is required' },
    ]);
    expect(
      issuesOf(addressBook, {
        defaultCountry: 'US',
        countries: [{ ...unitedStates, regions: [{ code: '', name: 'X' }] }],
      }),
    ).toEqual([{ path: 'countries.0.regions.0.code', message: 'This field is required' }]);
  });

  it("gives the company's day-and-night phone number with its locations", () => {
    expect(planningLocations.parse({ phoneNumber: '503-555-0100', locations: [] })).toEqual({
      phoneNumber: '503-555-0100',
      locations: [],
    });
    expect(issuesOf(planningLocations, { phoneNumber: '', locations: [] })).toEqual([
      { path: 'phoneNumber', message: 'This field is required' },
    ]);
  });
});

describe('planningSubmission', () => {
  const submission = { locationId: 1, caseStatus: 'AT_NEED', fields: { email: 'ann@example.com', age: 3 } };

  it('accepts a location, a case status and the answers by field id', () => {
    expect(planningSubmission.parse(submission)).toEqual(submission);
    expect(planningSubmission.parse({ ...submission, caseStatus: 'PRE_PLAN' })).toMatchObject({
      caseStatus: 'PRE_PLAN',
    });
  });

  it('refuses location 0 in spec §5 words, another case status and answers under keys no field can have', () => {
    expect(
      issuesOf(planningSubmission, { ...submission, locationId: 0, caseStatus: 'OPEN', fields: { 'a.b': 1 } }),
    ).toEqual([
      { path: 'locationId', message: 'Must be at least 1' },
      { path: 'caseStatus', message: 'Invalid option selected. Valid options are: AT_NEED, PRE_PLAN' },
      { path: 'fields.a.b', message: 'Please enter a valid format' },
    ]);
  });
});

describe('Idempotency-Key header', () => {
  it('is named Idempotency-Key', () => {
    expect(IDEMPOTENCY_KEY_HEADER).toBe('Idempotency-Key');
  });

  it.each(['8f14e45f-ceea-467f-a0b6-2c1b1a4b2e1d', 'abcdefgh', '!~'.repeat(100)])('accepts the key %s', (key) => {
    expect(idempotencyKeyHeader.parse(key)).toBe(key);
  });

  it('takes 8 to 200 visible characters', () => {
    expect(issuesOf(idempotencyKeyHeader, 'abcdefg')).toEqual([{ path: '', message: 'Must be at least 8 characters' }]);
    expect(issuesOf(idempotencyKeyHeader, 'a'.repeat(201))).toEqual([
      { path: '', message: 'Cannot exceed 200 characters' },
    ]);
  });

  it.each(['key with spaces', ' abcdefgh', 'abcdefgh ', 'abcdéfgh'])('refuses the key %j', (key) => {
    expect(issuesOf(idempotencyKeyHeader, key)).toEqual([{ path: '', message: 'Please enter a valid format' }]);
  });
});
