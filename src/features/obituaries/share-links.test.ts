import { describe, expect, it } from 'vitest';
import { calendarFileUrl, isWebLink, mapSearchUrl, shareLinks } from './share-links.ts';

const url = 'https://evergreen.example/obituaries/12/ingrid-marie-bjork';

describe('links the obituary page offers', () => {
  it('shares the canonical address by email, on Facebook and on X, nothing else in them', () => {
    const links = shareLinks(url, 'Ingrid Marie Björk');
    expect(links.email).toBe(
      'mailto:?subject=' +
        encodeURIComponent('In memory of Ingrid Marie Björk') +
        '&body=' +
        encodeURIComponent(`The obituary of Ingrid Marie Björk: ${url}`),
    );
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url);
    expect(new URL(links.facebook).origin).toBe('https://www.facebook.com');
    const x = new URL(links.x);
    expect(x.origin).toBe('https://x.com');
    expect(x.searchParams.get('url')).toBe(url);
    expect(x.searchParams.get('text')).toBe('In memory of Ingrid Marie Björk');
  });

  it('keeps a name with & or ? inside the email subject', () => {
    const email = new URL(shareLinks(url, 'Ann & Bo?').email);
    expect(email.searchParams.get('subject')).toBe('In memory of Ann & Bo?');
  });

  it('searches a map for the place and its address', () => {
    const map = new URL(
      mapSearchUrl({
        placeName: 'Morris Hill Cemetery',
        address: { line1: '317 N Latah St', city: 'Boise', region: 'ID', postalCode: '83706', country: 'US' },
      }),
    );
    expect(map.origin).toBe('https://www.openstreetmap.org');
    expect(map.searchParams.get('query')).toBe('Morris Hill Cemetery, 317 N Latah St, Boise, ID 83706, US');
  });

  it("downloads an event's calendar file from the obituary's API", () => {
    expect(calendarFileUrl(12, 40)).toBe('/api/web/obituaries/12/events/40/calendar.ics');
  });

  it('links a livestream only when it is a web address', () => {
    expect(isWebLink('https://www.youtube.com/watch?v=1')).toBe(true);
    expect(isWebLink('http://example.org/live')).toBe(true);
    expect(isWebLink('javascript:alert(1)')).toBe(false);
    expect(isWebLink('not a link')).toBe(false);
  });
});
