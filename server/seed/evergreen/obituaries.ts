import type { ObituarySeed } from '../obituary-seed.ts';
import { EVERGREEN_DIRECTOR_EMAIL } from './staff.ts';

/*
 * Evergreen's demo obituaries (locations: 0 Maple Grove, 1 Riverside, 2 Hillcrest; all in
 * America/Los_Angeles). Names with accents and letters outside ASCII exercise search ("bjo" finds
 * Björk); one burial in Idaho's Mountain time names its zone; one case is not published yet (a draft
 * the funeral home wrote, its text still waiting for approval).
 */

const PACIFIC = 'America/Los_Angeles';

export const evergreenObituaries: ObituarySeed[] = [
  {
    fullName: 'Ingrid Marie Björk',
    bornOn: '1941-03-14',
    diedDaysAgo: 3,
    location: 0,
    textHtml:
      '<p>Ingrid Marie Björk, 85, of Portland, passed away peacefully at home, surrounded by her family.</p>' +
      '<p>Born in Uppsala, Sweden, Ingrid came to Oregon in 1964 and taught piano to three generations of ' +
      'children in Southeast Portland. She loved her garden, strong coffee and <em>every</em> dog she ever met.</p>' +
      '<p>She is survived by her children Anna and Erik, five grandchildren and her sister Britt. In lieu of ' +
      'flowers, the family asks that gifts go to the <a href="https://example.org/music-fund">Portland Youth Music Fund</a>.</p>',
    livestreamUrl: 'https://www.youtube.com/watch?v=ysz5S6PUM-U',
    events: [
      {
        kind: 'visitation',
        daysFromNow: 4,
        localTime: '17:00',
        minutes: 120,
        timeZone: PACIFIC,
        location: 0,
        chapel: 'Garden room',
        deliveryCutoffHours: 24,
      },
      {
        kind: 'service',
        daysFromNow: 5,
        localTime: '10:30',
        minutes: 90,
        timeZone: PACIFIC,
        location: 0,
        chapel: 'Main chapel',
        hearse: 'Hearse 1 (Cadillac)',
        deliveryCutoffHours: 24,
      },
      {
        kind: 'burial',
        daysFromNow: 7,
        localTime: '14:00',
        minutes: 60,
        timeZone: 'America/Boise',
        placeName: 'Morris Hill Cemetery',
        address: { line1: '317 N Latah St', city: 'Boise', region: 'ID', postalCode: '83706', country: 'US' },
      },
    ],
  },
  {
    fullName: 'José Antonio Núñez García',
    bornOn: '1952-08-02',
    diedDaysAgo: 6,
    location: 1,
    textHtml:
      '<p>José Antonio Núñez García, 74, a carpenter whose cabinets are in half the kitchens of Milwaukie, ' +
      'died on a quiet morning after a short illness.</p>' +
      '<p>He is remembered for his patience, his Sunday paella and his terrible puns. He leaves his wife of ' +
      '48 years, Carmen, their daughters Lucía and Elena, and four grandchildren.</p>',
    director: EVERGREEN_DIRECTOR_EMAIL,
    events: [
      // Today, so the calendar opens on something (the funeral home's today, whatever the hour).
      {
        kind: 'visitation',
        daysFromNow: 0,
        localTime: '16:00',
        minutes: 120,
        timeZone: PACIFIC,
        location: 1,
        chapel: 'Main chapel',
      },
      {
        kind: 'service',
        daysFromNow: 2,
        localTime: '11:00',
        minutes: 60,
        timeZone: PACIFIC,
        location: 1,
        chapel: 'Main chapel',
        deliveryCutoffHours: 18,
      },
      // Overlaps Grace Okafor's service at 14:00 in the same chapel: the demo's double booking.
      {
        kind: 'reception',
        daysFromNow: 2,
        localTime: '12:30',
        minutes: 120,
        timeZone: PACIFIC,
        location: 1,
        chapel: 'Main chapel',
      },
    ],
  },
  {
    fullName: "Margaret Ellen O'Brien",
    bornOn: '1938-12-01',
    diedDaysAgo: 12,
    location: 2,
    textHtml:
      "<p>Margaret Ellen O'Brien, known to all as Peggy, died at 87 with a crossword half done beside her.</p>" +
      '<p>A nurse for forty years at St. Vincent, she is survived by her son Michael and her many nieces and nephews.</p>',
    events: [
      { kind: 'service', daysFromNow: -5, localTime: '13:00', minutes: 60, timeZone: PACIFIC, location: 2 },
      // A gathering staff named themselves, today.
      {
        kind: 'other',
        title: 'Scattering of ashes',
        daysFromNow: 0,
        localTime: '10:00',
        minutes: 60,
        timeZone: PACIFIC,
        placeName: 'Sauvie Island Beach',
        address: { line1: 'NW Reeder Rd', city: 'Portland', region: 'OR', postalCode: '97231', country: 'US' },
      },
    ],
  },
  {
    fullName: 'Thomas Chukwuemeka Okafor',
    bornOn: '1960-05-19',
    diedDaysAgo: 20,
    location: 0,
    textHtml:
      '<p>Thomas Chukwuemeka Okafor, 66, engineer, choir tenor and devoted grandfather, died after a long illness ' +
      'borne with grace.</p><p>He is survived by his wife Ngozi and their three children.</p>',
    events: [{ kind: 'service', daysFromNow: -14, localTime: '10:00', minutes: 120, timeZone: PACIFIC, location: 0 }],
  },
  {
    fullName: 'Eleanor Ruth Whitfield',
    bornOn: '1929-01-30',
    diedDaysAgo: 34,
    location: 2,
    textHtml: '<p>Eleanor Ruth Whitfield, 97, Beaverton’s first woman on the city council, died in her sleep.</p>',
    events: [],
  },
  {
    fullName: 'Søren Åge Lindqvist',
    bornOn: '1947-09-09',
    diedDaysAgo: 45,
    location: 1,
    textHtml: '<p>Søren Åge Lindqvist, 79, sailor and storyteller, has gone to sea one last time.</p>',
    events: [],
  },
  {
    fullName: 'Walter James Brooks',
    bornOn: null,
    diedDaysAgo: 1,
    location: 0,
    published: false,
    // Written by the funeral home for a case handled elsewhere: not approved yet, so a draft.
    textHtml: '',
    draftTextHtml: '<p>Walter James Brooks, 68, of Portland, a letter carrier for forty years.</p>',
    events: [],
  },
];
