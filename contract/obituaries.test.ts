import { describe, expect, it } from 'vitest';
import { obituary, obituaryEvent, obituaryEventParams, obituaryParams, obituarySearchQuery } from './obituaries.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

describe('obituarySearchQuery', () => {
  it('pages from 1 by 20 and needs no filter', () => {
    expect(obituarySearchQuery.parse({})).toEqual({ page: 1, pageSize: 20 });
  });

  it('reads every filter from query text, trimming the name', () => {
    expect(
      obituarySearchQuery.parse({ q: '  bjo ', diedFrom: '2026-01-01', diedTo: '2026-12-31', locationId: '3' }),
    ).toEqual({ page: 1, pageSize: 20, q: 'bjo', diedFrom: '2026-01-01', diedTo: '2026-12-31', locationId: 3 });
  });

  it('takes a name of at most 100 characters (after trimming)', () => {
    expect(obituarySearchQuery.parse({ q: `${'a'.repeat(100)}  ` }).q).toHaveLength(100);
    expect(issuesOf(obituarySearchQuery, { q: 'a'.repeat(101) })).toEqual([
      { path: 'q', message: 'Cannot exceed 100 characters' },
    ]);
    expect(issuesOf(obituarySearchQuery, { q: 'a\u0000' })).toEqual([{ path: 'q', message: 'Invalid string' }]);
  });

  it('refuses dates that are not calendar dates and location ids that are not row ids', () => {
    expect(issuesOf(obituarySearchQuery, { diedFrom: '2026-02-30' })).toEqual([
      { path: 'diedFrom', message: 'Invalid string' },
    ]);
    expect(issuesOf(obituarySearchQuery, { diedTo: '1 May 2026' })).toEqual([
      { path: 'diedTo', message: 'Invalid string' },
    ]);
    expect(issuesOf(obituarySearchQuery, { locationId: '0' })).toEqual([
      { path: 'locationId', message: 'Must be at least 1' },
    ]);
  });
});

describe('obituaryEventParams', () => {
  it('reads both row ids from the path', () => {
    expect(obituaryEventParams.parse({ id: '12', eventId: '3' })).toEqual({ id: 12, eventId: 3 });
    expect(issuesOf(obituaryEventParams, { id: '12', eventId: 'x' })).toEqual([
      { path: 'eventId', message: 'Expected number' },
    ]);
  });
});

describe('obituaryParams', () => {
  it('reads a row id from the path and refuses anything else', () => {
    expect(obituaryParams.parse({ id: '12' })).toEqual({ id: 12 });
    expect(issuesOf(obituaryParams, { id: '2147483648' })).toEqual([
      { path: 'id', message: 'Cannot exceed 2147483647' },
    ]);
  });
});

const event = {
  id: 1,
  kind: 'service',
  name: 'Funeral service',
  startsAt: '2026-11-30T18:30:00.000Z',
  endsAt: null,
  timeZone: 'America/Los_Angeles',
  placeName: 'Maple Grove Chapel',
  address: { line1: '1420 SE Maple Grove Avenue', city: 'Portland', region: 'OR', postalCode: '97214', country: 'US' },
};

describe('obituary', () => {
  it('keeps the header, the text, the summary, the schedule and the memorial theme', () => {
    const value = {
      id: 1,
      fullName: 'Ingrid Marie Björk',
      nameSlug: 'ingrid-marie-bjork',
      bornOn: null,
      diedOn: '2026-11-20',
      photo: null,
      locationId: 1,
      locationName: 'Maple Grove Chapel',
      textHtml: '<p>Text</p>',
      summary: 'Text',
      livestreamUrl: null,
      events: [event],
      shop: true,
      noFlowers: false,
      theme: {
        backgroundColor: '#fbf8f3',
        textColor: '#2b2622',
        accentColor: '#5b4a3a',
        font: 'classic',
        backgroundImageUrl: '/api/web/media/4/1280.webp',
      },
    };
    expect(obituary.parse(value)).toEqual(value);
    expect(issuesOf(obituary, { ...value, theme: { ...value.theme, font: 'comic' } })).toEqual([
      { path: 'theme.font', message: 'Invalid option selected. Valid options are: classic, elegant, modern, clear' },
    ]);
  });

  it('knows the six kinds of event', () => {
    expect(issuesOf(obituaryEvent, { ...event, kind: 'wake' })).toEqual([
      {
        path: 'kind',
        message: 'Invalid option selected. Valid options are: visitation, service, memorial, burial, reception, other',
      },
    ]);
  });
});
