import type { FamilyCaseSeed } from '../family-portal-seed.ts';
import { EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_OWNER_EMAIL } from './staff.ts';
import { EVERGREEN_ARRANGING_FAMILY, EVERGREEN_SIGNED_FAMILY, EVERGREEN_TWO_CASE_FAMILY } from './families.ts';

/*
 * Evergreen's family cases (docs/demo.md): Rose Whitfield is arranging her husband's funeral (package
 * chosen, the casket's wood or metal not picked yet, no purchaser); Daniel Okafor has signed for his
 * mother's and paid part; Lucia Moreno had begun her mother's pre-plan when her father died, and has
 * not chosen anything for his funeral yet (two cases: the portal lists them, newest first).
 */
export const evergreenFamilyCases: FamilyCaseSeed[] = [
  {
    member: EVERGREEN_ARRANGING_FAMILY.email,
    decedent: {
      fullName: 'Harold James Whitfield',
      bornOn: '1941-03-02',
      diedDaysAgo: 3,
      location: 0,
      textHtml: '',
      events: [
        {
          kind: 'service',
          daysFromNow: 6,
          localTime: '11:00',
          minutes: 60,
          timeZone: 'America/Los_Angeles',
          location: 0,
          chapel: 'Main chapel',
          hearse: 'Hearse 1 (Cadillac)',
        },
      ],
    },
    director: EVERGREEN_DIRECTOR_EMAIL,
    packageName: 'Traditional burial',
    choices: [
      { line: 'Choose an outer burial container', item: 'liner' },
      { line: 'Choose a memorial folder design', item: 'folder-dove' },
    ],
  },
  {
    member: EVERGREEN_SIGNED_FAMILY.email,
    decedent: {
      fullName: 'Grace Adaeze Okafor',
      bornOn: '1950-07-19',
      diedDaysAgo: 8,
      location: 1,
      textHtml: '',
      events: [
        {
          kind: 'service',
          daysFromNow: 2,
          localTime: '14:00',
          minutes: 90,
          timeZone: 'America/Los_Angeles',
          location: 1,
          chapel: 'Main chapel',
        },
      ],
    },
    director: EVERGREEN_DIRECTOR_EMAIL,
    packageName: 'Cremation with memorial',
    choices: [
      { line: 'Choose an urn', item: 'brass-urn', variant: 'Antique bronze finish' },
      { line: 'Choose a memorial folder design', item: 'folder-sunrise' },
    ],
    purchaser: {
      fullName: 'Daniel Okafor',
      relationship: 'Son',
      addressLine1: '2214 SE Division Street',
      city: 'Portland',
      region: 'OR',
      postalCode: '97202',
      phone: '(503) 555-0188',
      email: 'daniel.okafor@family.example',
    },
    signedDaysAgo: 2,
    payments: [{ amountCents: 150_000, card: { brand: 'visa', last4: '4242' }, daysAgo: 2 }],
  },
  {
    member: EVERGREEN_TWO_CASE_FAMILY.email,
    prePlan: { fullName: 'Teresa Moreno', location: 1 },
    director: EVERGREEN_OWNER_EMAIL,
    packageName: 'Cremation with memorial',
  },
  {
    member: EVERGREEN_TWO_CASE_FAMILY.email,
    decedent: {
      fullName: 'Arturo Luis Moreno',
      bornOn: '1944-11-12',
      diedDaysAgo: 1,
      location: 0,
      textHtml: '',
      events: [
        {
          kind: 'service',
          daysFromNow: 8,
          localTime: '10:30',
          minutes: 60,
          timeZone: 'America/Los_Angeles',
          location: 0,
        },
      ],
    },
    director: null,
  },
];
