import { describe, expect, it } from 'vitest';
import { issuesOf } from './spec-issues.test-helper.ts';
import {
  isTimeZone,
  staffObituaryContentBody,
  staffObituaryCreateBody,
  staffObituaryEventInput,
  staffObituaryListQuery,
  staffPublicationActions,
  staffPublicationPermissions,
} from './staff-obituaries.ts';

const service = {
  kind: 'service',
  startsAt: '2026-12-03T11:00',
  endsAt: '2026-12-03T12:00',
  timeZone: 'America/Chicago',
  locationId: 3,
  flowersUntil: '2026-12-02T17:00',
};

const form = {
  fullName: '  Ines Varga ',
  bornOn: '1940-05-01',
  diedOn: '2026-11-20',
  livestreamUrl: 'https://stream.example/ines',
  photoMediaId: null,
  events: [service],
};

describe('staffObituaryListQuery', () => {
  it('pages from 1 by 20, and filters by name, state and case', () => {
    expect(staffObituaryListQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(staffObituaryListQuery.parse({ q: ' var ', state: 'ready', caseId: '4' })).toMatchObject({
      q: 'var',
      state: 'ready',
      caseId: 4,
    });
    expect(issuesOf(staffObituaryListQuery, { state: 'live' })).toEqual([
      {
        path: 'state',
        message: 'Invalid option selected. Valid options are: draft, awaiting-family, ready, published, unpublished',
      },
    ]);
  });
});

describe('staffObituaryCreateBody', () => {
  it('is for a case of the company, or a new case at a location', () => {
    expect(staffObituaryCreateBody.parse({ for: { kind: 'case', caseId: 7 } })).toEqual({
      for: { kind: 'case', caseId: 7 },
    });
    expect(staffObituaryCreateBody.parse({ for: { kind: 'new-case', locationId: 2 }, fullName: ' Otto ' })).toEqual({
      for: { kind: 'new-case', locationId: 2 },
      fullName: 'Otto',
    });
    expect(issuesOf(staffObituaryCreateBody, {})).toEqual([{ path: 'for', message: 'This field is required' }]);
    expect(issuesOf(staffObituaryCreateBody, { for: { kind: 'case' } })).toEqual([
      { path: 'for.caseId', message: 'This field is required' },
    ]);
    expect(issuesOf(staffObituaryCreateBody, { for: { kind: 'elsewhere' } })).toEqual([
      { path: 'for.kind', message: 'Invalid option selected. Valid options are: case, new-case' },
    ]);
  });

  it('refuses a death before the birth', () => {
    expect(
      issuesOf(staffObituaryCreateBody, {
        for: { kind: 'case', caseId: 7 },
        bornOn: '2000-01-02',
        diedOn: '1999-12-31',
      }),
    ).toEqual([{ path: 'diedOn', message: 'Value must be greater than or equal to 2000-01-02' }]);
  });
});

describe('staffObituaryContentBody', () => {
  it('takes the editor’s form, trimming the name; the text may be left out', () => {
    expect(staffObituaryContentBody.parse(form)).toMatchObject({ fullName: 'Ines Varga', events: [service] });
    expect(staffObituaryContentBody.parse({ ...form, fullName: '' }).fullName).toBe('');
    expect(staffObituaryContentBody.parse({ ...form, textHtml: '<p>Ines.</p>' }).textHtml).toBe('<p>Ines.</p>');
  });

  it('says what is missing, and takes a livestream only on http(s)', () => {
    expect(issuesOf(staffObituaryContentBody, {}).map((issue) => issue.path)).toEqual([
      'fullName',
      'bornOn',
      'diedOn',
      'livestreamUrl',
      'photoMediaId',
      'events',
    ]);
    for (const url of ['mailto:ines@example.com', 'javascript:alert(1)', '/live'])
      expect(issuesOf(staffObituaryContentBody, { ...form, livestreamUrl: url })).toEqual([
        { path: 'livestreamUrl', message: 'Please enter a valid URL' },
      ]);
    expect(issuesOf(staffObituaryContentBody, { ...form, textHtml: 'x'.repeat(20_001) })).toEqual([
      { path: 'textHtml', message: 'Cannot exceed 20000 characters' },
    ]);
    expect(issuesOf(staffObituaryContentBody, { ...form, events: Array(13).fill(service) })).toEqual([
      { path: 'events', message: 'Cannot have more than 12 items' },
    ]);
  });
});

describe('staffObituaryEventInput', () => {
  it('takes wall-clock times to the minute, in a zone the runtime knows', () => {
    expect(staffObituaryEventInput.parse(service)).toEqual(service);
    for (const startsAt of ['2026-12-03T11:00Z', '2026-12-03 11:00', '2026-02-30T11:00', '2026-12-03T24:00'])
      expect(issuesOf(staffObituaryEventInput, { ...service, startsAt, flowersUntil: null })).toEqual([
        { path: 'startsAt', message: 'Please enter a valid format' },
      ]);
    expect(issuesOf(staffObituaryEventInput, { ...service, timeZone: 'Mars/Olympus' })).toEqual([
      { path: 'timeZone', message: 'Please enter a valid format' },
    ]);
    expect(issuesOf(staffObituaryEventInput, { ...service, startsAt: 'x\u0000' })).toEqual([
      { path: 'startsAt', message: 'Invalid string' },
    ]);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });

  it('needs a place unless at a chapel; ends after it starts; flowers before it', () => {
    expect(issuesOf(staffObituaryEventInput, { ...service, locationId: null })).toEqual([
      { path: 'place', message: 'This field is required' },
    ]);
    expect(
      staffObituaryEventInput.parse({
        ...service,
        locationId: null,
        place: { name: 'St. Olaf', line1: '1 Church St', city: 'Duluth', region: 'MN', postalCode: '55802' },
      }).place?.country,
    ).toBe('US');
    expect(
      issuesOf(staffObituaryEventInput, { ...service, endsAt: '2026-12-03T10:59', flowersUntil: '2026-12-03T11:01' }),
    ).toEqual([
      { path: 'endsAt', message: 'Value must be greater than or equal to 2026-12-03T11:00' },
      { path: 'flowersUntil', message: 'Value must be less than or equal to 2026-12-03T11:00' },
    ]);
  });
});

describe('the steps of the life', () => {
  it('are one call each, publishing and approving for the family a director’s', () => {
    expect(Object.keys(staffPublicationActions).sort()).toEqual(Object.keys(staffPublicationPermissions).sort());
    expect(
      Object.entries(staffPublicationPermissions)
        .filter(([, permission]) => permission === 'obituaries.publish')
        .map(([action]) => action)
        .sort(),
    ).toEqual(['approve-text', 'publish', 'unpublish']);
  });
});
