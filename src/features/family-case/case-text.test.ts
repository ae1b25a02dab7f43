import { describe, expect, it } from 'vitest';
import { caseLinkNames, caseStanding } from './case-text.ts';

const day = (iso: string) => `day of ${iso}`;

describe('caseStanding', () => {
  it('says how far the arrangement has come, with the day it was signed', () => {
    expect(caseStanding({ packageChosen: false, signedAt: null }, day)).toBe('No package chosen yet');
    expect(caseStanding({ packageChosen: true, signedAt: null }, day)).toBe('Package chosen, not signed yet');
    expect(caseStanding({ packageChosen: true, signedAt: '2026-11-20T15:00:00.000Z' }, day)).toBe(
      'Statement signed on day of 2026-11-20T15:00:00.000Z',
    );
  });
});

describe('caseLinkNames', () => {
  it("names each case's link by the person", () => {
    const names = caseLinkNames([
      { id: 1, decedentName: 'Arturo Luis Moreno', status: 'AT_NEED' },
      { id: 2, decedentName: 'Teresa Moreno', status: 'PRE_PLAN' },
    ]);
    expect([...names]).toEqual([
      [1, 'Arturo Luis Moreno'],
      [2, 'Teresa Moreno'],
    ]);
  });

  it('adds the kind when two cases are for the same person, so no two links read alike', () => {
    const names = caseLinkNames([
      { id: 3, decedentName: 'Teresa Moreno', status: 'AT_NEED' },
      { id: 2, decedentName: 'Teresa Moreno', status: 'PRE_PLAN' },
      { id: 1, decedentName: 'Arturo Luis Moreno', status: 'AT_NEED' },
    ]);
    expect(names.get(3)).toBe('Teresa Moreno (at need)');
    expect(names.get(2)).toBe('Teresa Moreno (pre-plan)');
    expect(names.get(1)).toBe('Arturo Luis Moreno');
  });
});
