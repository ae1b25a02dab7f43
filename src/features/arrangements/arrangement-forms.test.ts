import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { purchaserDetails } from '#contract/family-arrangements.ts';
import { installValidationMessages } from '#contract/validation-messages.ts';
import { parseItemSearch } from './item-search.ts';
import { quantityMessage } from './LineCard.tsx';
import {
  emptyPurchaser,
  purchaserBody,
  purchaserFieldMessage,
  purchaserFields,
  purchaserStart,
  type PurchaserValues,
} from './purchaser-fields.ts';

beforeAll(() => installValidationMessages());

describe('purchaser form (spec §5 messages)', () => {
  it.each([
    ['fullName', '', 'This field is required'],
    ['city', '   ', 'This field is required'],
    ['fullName', 'x'.repeat(201), 'Cannot exceed 200 characters'],
    ['email', 'rose@', 'Please enter a valid email address'],
    ['postalCode', '!!', 'Please enter a valid format'],
    ['phone', 'call me', 'Please enter a valid format'],
  ] as const)('%s %j says %j', (name, value, message) => {
    expect(purchaserFieldMessage(name, value)).toBe(message);
  });

  it('accepts a complete purchaser and leaves an empty second address line out', () => {
    const values = {
      ...emptyPurchaser(),
      fullName: ' Rose Whitfield ',
      relationship: 'Daughter',
      addressLine1: '12 Elm Street',
      city: 'Springfield',
      region: 'IL',
      postalCode: '62701',
      phone: '217 555 0142',
      email: 'rose.whitfield@family.example',
    };
    expect(purchaserFieldMessage('addressLine2', '')).toBeUndefined();
    expect(purchaserFieldMessage('email', values.email)).toBeUndefined();
    const body = purchaserBody(values);
    expect(body.fullName).toBe('Rose Whitfield');
    expect('addressLine2' in body).toBe(false);
    expect(purchaserBody({ ...values, addressLine2: 'Apt 2' }).addressLine2).toBe('Apt 2');
  });
});

describe('purchaser form without zod', () => {
  const names = purchaserFields.map((field) => field.name);
  const anyValue = fc.oneof(
    fc.constantFrom('', '  ', ' Rose ', '62701', ' 62-701 ', '!!', '(503) 555-0199', 'call me', 'rose@family.example'),
    fc.constantFrom(' rose@family.example', 'rose@', 'Rose\nWhitfield', '\u0000', '\ud800'),
    fc.string({ unit: 'binary', maxLength: 14 }),
    fc.string({ minLength: 98, maxLength: 103 }),
    fc.string({ minLength: 198, maxLength: 203 }),
    fc.integer({ min: 250, max: 258 }).map((length) => `${'r'.repeat(length - 9)}@host.org`),
  );

  it("says each field's first message as the contract's schema would", () => {
    // What the form said when it asked the schema itself.
    const schemaSays = (name: keyof PurchaserValues, value: string) => {
      if (name === 'addressLine2' && value.trim() === '') return undefined;
      if (value.trim() === '') return 'This field is required';
      return purchaserDetails.shape[name].safeParse(value).error?.issues[0]?.message;
    };
    fc.assert(
      fc.property(fc.constantFrom(...names), anyValue, (name, value) => {
        expect(purchaserFieldMessage(name, value)).toBe(schemaSays(name, value));
      }),
      { seed: 9, numRuns: 1500 },
    );
  });

  it('sends what the schema parses', () => {
    const valid = fc.record({
      fullName: fc.constantFrom('Rose Whitfield', ' Rose '),
      relationship: fc.constantFrom('Daughter', ' Son  '),
      addressLine1: fc.constantFrom('12 Elm Street', ' 12 Elm Street '),
      addressLine2: fc.constantFrom('', '  ', 'Apt 2', ' Apt 2 '),
      city: fc.constantFrom('Springfield', ' Salem '),
      region: fc.constantFrom('IL', ' OR '),
      postalCode: fc.constantFrom('62701', ' 97301 '),
      phone: fc.constantFrom('217 555 0142', ' (503) 555-0199 '),
      email: fc.constantFrom('rose@family.example'),
    });
    fc.assert(
      fc.property(valid, (values) => {
        const { addressLine2, ...rest } = values;
        const typed = addressLine2.trim() === '' ? rest : values;
        expect(purchaserBody(values)).toStrictEqual(purchaserDetails.parse(typed));
      }),
      { seed: 9, numRuns: 100 },
    );
  });
});

describe('purchaser form start', () => {
  const contract = { caseId: 7, signature: null, statementSha256: null };
  const fromRequest = { fullName: 'Ruth Ellis', email: 'ruth@example.com', phone: '(503) 555-0199' };

  it("starts from the planning request's contact while no purchaser is saved", () => {
    const start = purchaserStart({ ...contract, purchaser: null, purchaserFromRequest: fromRequest });
    expect(start).toEqual({ values: { ...emptyPurchaser(), ...fromRequest }, fromRequest: true });
  });

  it('starts from the saved purchaser once there is one, else empty', () => {
    const saved = { ...emptyPurchaser(), fullName: 'Rose Whitfield', addressLine2: undefined };
    const start = purchaserStart({ ...contract, purchaser: saved, purchaserFromRequest: fromRequest });
    expect(start).toEqual({ values: { ...saved, addressLine2: '' }, fromRequest: false });
    expect(purchaserStart({ ...contract, purchaser: null, purchaserFromRequest: null })).toEqual({
      values: emptyPurchaser(),
      fromRequest: false,
    });
  });
});

describe('line quantity', () => {
  it.each([
    ['', 'This field is required'],
    ['1.5', 'Expected integer'],
    ['0', 'Must be at least 1'],
    ['100', 'Cannot exceed 99'],
    ['1', null],
    ['99', null],
  ])('%j → %j', (typed, message) => {
    expect(quantityMessage(typed)).toBe(message);
  });
});

describe('item page address', () => {
  it('keeps row ids and drops anything else', () => {
    expect(parseItemSearch({ itemId: '12', lineId: 3 })).toEqual({ itemId: 12, lineId: 3 });
    expect(parseItemSearch({ itemId: '0', lineId: 'x' })).toEqual({ itemId: undefined, lineId: undefined });
    expect(parseItemSearch({ itemId: '99999999999' })).toEqual({ itemId: undefined, lineId: undefined });
    expect(parseItemSearch({ itemId: '2147483648' }).itemId).toBeUndefined();
  });
});
