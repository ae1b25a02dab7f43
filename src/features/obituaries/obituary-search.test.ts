import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { obituarySearchQuery } from '#contract/obituaries.ts';
import { parseObituarySearch, searchFromForm } from './obituary-search.ts';

describe('the obituary search in the address (?q=…&diedFrom=…&diedTo=…&locationId=…&page=…)', () => {
  it('keeps a valid search', () => {
    expect(
      parseObituarySearch({ q: 'bjo', diedFrom: '2026-01-01', diedTo: '2026-12-31', locationId: 2, page: 3 }),
    ).toEqual({ q: 'bjo', diedFrom: '2026-01-01', diedTo: '2026-12-31', locationId: 2, page: 3 });
  });

  it('reads numbers the router parsed from the address as text or numbers alike', () => {
    // The router reads ?q=1941 as the number 1941 and ?locationId="2" as the text "2".
    expect(parseObituarySearch({ q: 1941, locationId: '2', page: '2' })).toEqual({ q: '1941', locationId: 2, page: 2 });
  });

  it('trims the name and leaves out what says nothing: empty values, page 1', () => {
    expect(parseObituarySearch({ q: '  Björk ', diedFrom: '', locationId: '', page: 1 })).toEqual({ q: 'Björk' });
    expect(parseObituarySearch({ q: '   ' })).toEqual({});
    expect(parseObituarySearch({})).toEqual({});
  });

  it.each([
    ['a date that is no date', { diedFrom: '2026-02-30' }],
    ['a date in another format', { diedTo: '11/20/2026' }],
    ['a date with a time', { diedFrom: '2026-11-20T00:00:00Z' }],
    ['a location that is no id', { locationId: 'maple' }],
    ['location 0', { locationId: 0 }],
    ['a location written another way than its digits', { locationId: '016' }],
    ['a page written another way than its digits', { page: '02' }],
    ['a location beyond any id', { locationId: 2_147_483_648 }],
    ['a fractional page', { page: 1.5 }],
    ['a negative page', { page: -2 }],
    ['a name of 101 characters', { q: 'a'.repeat(101) }],
    ['a name with a NUL character', { q: 'bj\u0000o' }],
    ['a name with a lone surrogate', { q: 'bj\ud800o' }],
    ['a name that is an object', { q: { $ne: '' } }],
  ])('drops %s rather than failing', (_, search) => {
    expect(parseObituarySearch({ ...search, q2: 'ignored' })).toEqual({});
  });

  it('drops unknown parameters, keeping the rest', () => {
    expect(parseObituarySearch({ q: 'okafor', sort: 'oldest', locationId: 'x' })).toEqual({ q: 'okafor' });
  });

  it('keeps only what the search API accepts, whatever the address holds', () => {
    const anything = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean());
    const address = fc.record(
      {
        q: fc.oneof(
          anything,
          fc.string({ unit: 'binary', maxLength: 120 }),
          fc.string({ minLength: 95, maxLength: 110 }),
        ),
        diedFrom: fc.oneof(
          anything,
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
        ),
        diedTo: anything,
        locationId: anything,
        page: anything,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(address, (search) => {
        const kept = parseObituarySearch(search);
        expect(obituarySearchQuery.safeParse(kept).success).toBe(true);
      }),
      { seed: 11, numRuns: 200 },
    );
  });
});

describe('the search form, as an address', () => {
  it('turns what the form holds into the search, leaving out blank fields and going back to page 1', () => {
    const form = new FormData();
    form.set('q', ' bjo ');
    form.set('diedFrom', '');
    form.set('diedTo', '2026-12-31');
    form.set('locationId', '');
    expect(searchFromForm(form)).toEqual({ q: 'bjo', diedTo: '2026-12-31' });
  });
});
