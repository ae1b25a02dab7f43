import { describe, expect, it } from 'vitest';
import type { AddressBook, PlanningField, PlanningForm } from './planning.ts';
import { answerFor, answerText, fieldFor, personName, possessive, withPossessive } from './planning-text.ts';

const firstName: PlanningField = {
  id: 'first',
  label: 'First name',
  required: true,
  type: 'text',
  purpose: 'decedentFirstName',
};
const contactEmail: PlanningField = {
  id: 'mail',
  label: 'Email',
  required: true,
  type: 'email',
  purpose: 'contactEmail',
};
const form: PlanningForm = {
  version: 1,
  sections: [
    { urlKey: 'about', name: 'About', decedentDetails: true, fields: [firstName] },
    { urlKey: 'contact', name: 'Contact', decedentDetails: false, fields: [contactEmail] },
  ],
};

describe('fieldFor and answerFor', () => {
  it('finds the field serving a purpose in any section', () => {
    expect(fieldFor(form, 'contactEmail')).toBe(contactEmail);
    expect(fieldFor(form, 'decedentFirstName')).toBe(firstName);
    expect(fieldFor(form, 'contactPhone')).toBeUndefined();
  });

  it('gives the trimmed text answer of that field, and nothing for a blank, a number or a missing field', () => {
    expect(answerFor(form, { first: '  Margaret ' }, 'decedentFirstName')).toBe('Margaret');
    expect(answerFor(form, { first: '   ' }, 'decedentFirstName')).toBeUndefined();
    expect(answerFor(form, { first: 42 }, 'decedentFirstName')).toBeUndefined();
    expect(answerFor(form, { first: 'Margaret' }, 'contactPhone')).toBeUndefined();
  });
});

describe('possessive (spec §2)', () => {
  it('says "your" when planning for oneself, whatever name is known', () => {
    expect(possessive({ self: true, firstName: 'Margaret' })).toBe('your');
  });

  it("says the decedent's first name with 's, trimmed", () => {
    expect(possessive({ self: false, firstName: ' Margaret ' })).toBe("Margaret's");
  });

  it('says "their" while no name is known', () => {
    expect(possessive({ self: false })).toBe('their');
    expect(possessive({ self: false, firstName: '  ' })).toBe('their');
  });

  it('fills {possessive}, and {Possessive} capitalised, everywhere in a text', () => {
    expect(withPossessive('{Possessive} wishes: {possessive} music, {possessive} flowers', { self: true })).toBe(
      'Your wishes: your music, your flowers',
    );
    expect(withPossessive('{Possessive} service', { self: false, firstName: 'margaret' })).toBe("Margaret's service");
    expect(withPossessive('About {possessive} life', { self: false })).toBe('About their life');
  });
});

describe('personName', () => {
  it('joins what is known of a name', () => {
    expect(personName('Margaret', 'Ellis')).toBe('Margaret Ellis');
    expect(personName('Margaret', undefined)).toBe('Margaret');
    expect(personName(undefined, 'Ellis')).toBe('Ellis');
    expect(personName('', 'Ellis')).toBe('Ellis');
  });

  it('gives nothing when nothing is known', () => {
    expect(personName(undefined, undefined)).toBeUndefined();
    expect(personName('', '')).toBeUndefined();
  });
});

describe('answerText', () => {
  const book: AddressBook = {
    defaultCountry: 'US',
    countries: [
      {
        code: 'US',
        name: 'United States',
        regionLabel: 'State',
        regions: [{ code: 'OR', name: 'Oregon' }],
        postalCodeLabel: 'ZIP code',
        postalCodePattern: '\\d{5}',
        postalCodeExample: '97214',
      },
      {
        code: 'GB',
        name: 'United Kingdom',
        regionLabel: 'County',
        regions: [],
        postalCodeLabel: 'Postcode',
        postalCodePattern: '.+',
        postalCodeExample: 'SW1A 1AA',
      },
    ],
  };
  const address: PlanningField = { id: 'home', label: 'Home', required: false, type: 'address' };
  const text = (type: 'text' | 'date' | 'number'): PlanningField => ({ id: 'x', label: 'X', required: false, type });
  const choice = (type: 'select' | 'radio'): PlanningField => ({
    id: 'x',
    label: 'X',
    required: false,
    type,
    options: [
      { value: 'burial', label: 'Burial' },
      { value: 'cremation', label: 'Cremation' },
    ],
  });

  it('writes an address as lines: street, second line, city with region and code, country', () => {
    const value = {
      line1: '12 Main St',
      line2: 'Suite 4',
      city: 'Portland',
      region: 'OR',
      postalCode: '97214',
      country: 'US',
    };
    expect(answerText(address, value, book)).toBe('12 Main St\nSuite 4\nPortland, OR 97214\nUnited States');
  });

  it('leaves out the parts not given, and names the default country when none is', () => {
    expect(answerText(address, { line1: '10 Downing St', city: 'London', country: 'GB' }, book)).toBe(
      '10 Downing St\nLondon\nUnited Kingdom',
    );
    expect(answerText(address, { city: 'Portland', postalCode: '97214' }, book)).toBe('Portland, 97214\nUnited States');
    expect(answerText(address, { postalCode: ' 97214 ', region: 'OR' }, book)).toBe('OR 97214\nUnited States');
    expect(answerText(address, { line1: '12 Main St' }, book)).toBe('12 Main St\nUnited States');
  });

  it('keeps a region the country does not list as it was typed', () => {
    expect(answerText(address, { city: 'Salem', region: 'XX', country: 'US' }, book)).toBe('Salem, XX\nUnited States');
  });

  it('says nothing for an address with neither street, city nor postal code', () => {
    expect(answerText(address, { country: 'US', region: 'OR', line2: 'Suite 4' }, book)).toBeUndefined();
    expect(answerText(address, undefined, book)).toBeUndefined();
    expect(answerText(address, null, book)).toBeUndefined();
    expect(answerText(address, '12 Main St', book)).toBeUndefined();
  });

  it('gives the label of a chosen option, or the value when no option has it', () => {
    for (const type of ['select', 'radio'] as const) {
      expect(answerText(choice(type), 'cremation', book)).toBe('Cremation');
      expect(answerText(choice(type), 'burial', book)).toBe('Burial');
      expect(answerText(choice(type), 'sea', book)).toBe('sea');
    }
  });

  it('formats dates with the given formatter, and shows them as given without one', () => {
    const long = (isoDate: string) => `day ${isoDate}`;
    expect(answerText(text('date'), '1941-03-09', book, long)).toBe('day 1941-03-09');
    expect(answerText(text('date'), '1941-03-09', book)).toBe('1941-03-09');
    expect(answerText(text('text'), '1941-03-09', book, long)).toBe('1941-03-09');
  });

  it('shows text trimmed and numbers as text, and nothing for a blank', () => {
    expect(answerText(text('text'), '  Ann  ', book)).toBe('Ann');
    expect(answerText(text('number'), 42, book)).toBe('42');
    expect(answerText(text('text'), '   ', book)).toBeUndefined();
    expect(answerText(text('text'), null, book)).toBeUndefined();
    expect(answerText(choice('select'), '', book)).toBeUndefined();
  });
});
