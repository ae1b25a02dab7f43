import { describe, expect, it } from 'vitest';
import { familyCase, familyCasesPage, familyCasesQuery, type FamilyCase } from './family-cases.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

const harold: FamilyCase = {
  id: 7,
  nameSlug: 'harold-james-whitfield',
  locationId: 2,
  decedentName: 'Harold James Whitfield',
  status: 'AT_NEED',
  location: { id: 2, name: 'Evergreen Chapel', phoneNumber: '(503) 555-0100', address: '410 Cedar Avenue, Portland' },
  director: { name: 'Marguerite Olsen', phoneNumber: '(503) 555-0111' },
  dates: { bornOn: '1941-03-02', diedOn: '2026-11-18', serviceAt: null, serviceTimeZone: null },
  progress: { packageChosen: true, selectionsComplete: false, hasPurchaser: false, signedAt: null },
  balance: { totalCents: 912_500, paidCents: 0, balanceCents: 912_500 },
};

describe('familyCase', () => {
  it('keeps a case home as the server sends it, with or without director and balance', () => {
    expect(familyCase.parse(harold)).toEqual(harold);
    const bare = { ...harold, director: null, balance: null };
    expect(familyCase.parse(bare)).toEqual(bare);
  });

  it('knows only the spec §9 statuses', () => {
    expect(issuesOf(familyCase, { ...harold, status: 'PREPLAN' })).toEqual([
      { path: 'status', message: 'Invalid option selected. Valid options are: AT_NEED, PRE_PLAN' },
    ]);
  });

  it('needs the progress flags', () => {
    expect(issuesOf(familyCase, { ...harold, progress: { packageChosen: true } })).toEqual([
      { path: 'progress.selectionsComplete', message: 'This field is required' },
      { path: 'progress.hasPurchaser', message: 'This field is required' },
      { path: 'progress.signedAt', message: 'This field is required' },
    ]);
  });
});

describe('familyCasesPage and its query', () => {
  const { id, nameSlug, locationId, decedentName, status } = harold;
  const listed = {
    id,
    nameSlug,
    locationId,
    decedentName,
    status,
    locationName: 'Evergreen Chapel',
    serviceAt: '2026-11-24T19:00:00.000Z',
    serviceTimeZone: 'America/Los_Angeles',
    progress: { packageChosen: true, signedAt: null },
  };

  it('pages the cases with their location, service and progress', () => {
    const page = { items: [listed], page: 1, pageSize: 20, total: 1 };
    expect(familyCasesPage.parse(page)).toEqual(page);
    const prePlan = { ...listed, status: 'PRE_PLAN', serviceAt: null, serviceTimeZone: null };
    expect(familyCasesPage.parse({ ...page, items: [prePlan] }).items).toEqual([prePlan]);
    expect(familyCasesQuery.parse({ page: '2' })).toEqual({ page: 2, pageSize: 20 });
    expect(issuesOf(familyCasesQuery, { pageSize: '500' })).toEqual([
      { path: 'pageSize', message: 'Cannot exceed 100' },
    ]);
  });

  it('needs the location name and the two progress flags of a listed case', () => {
    const { locationName: _dropped, ...withoutLocation } = listed;
    const page = { items: [{ ...withoutLocation, progress: {} }], page: 1, pageSize: 20, total: 1 };
    expect(issuesOf(familyCasesPage, page)).toEqual([
      { path: 'items.0.locationName', message: 'This field is required' },
      { path: 'items.0.progress.packageChosen', message: 'This field is required' },
      { path: 'items.0.progress.signedAt', message: 'This field is required' },
    ]);
  });
});
