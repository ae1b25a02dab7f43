import type { TenantSeed } from '../tenant-seed.ts';

/** The demo funeral home's company row, hosts, locations and redirects. Phone numbers use 555-01xx. */

export const evergreenCompany: TenantSeed['company'] = {
  slug: 'evergreen',
  name: 'Evergreen Funeral Homes',
  phoneNumber: '(503) 555-0142',
  logoUrl: '/media/evergreen-logo.svg',
  timeZone: 'America/Los_Angeles',
  paymentInstructions: [
    'By check, payable to Evergreen Funeral Homes: bring it to any of our chapels, or mail it to',
    'Evergreen Funeral Homes, 1420 SE Maple Grove Avenue, Portland, OR 97214.',
    'By bank transfer to Evergreen Funeral Homes, Cascade Community Bank, account 000-555-0142:',
    "please write the name of the person who died as the reference. Cash is welcome at any chapel; we'll give you a receipt.",
  ].join('\n'),
};

export const evergreenHosts = ['localhost', '127.0.0.1'];

export const evergreenLocations: TenantSeed['locations'] = [
  {
    name: 'Maple Grove Chapel',
    address: {
      line1: '1420 SE Maple Grove Avenue',
      city: 'Portland',
      region: 'OR',
      postalCode: '97214',
      country: 'US',
    },
    phoneNumber: '(503) 555-0142',
    email: 'maplegrove@evergreenfuneralhomes.example',
  },
  {
    name: 'Riverside Chapel',
    address: {
      line1: '88 Riverside Drive',
      line2: 'Suite 100',
      city: 'Milwaukie',
      region: 'OR',
      postalCode: '97222',
      country: 'US',
    },
    phoneNumber: '(503) 555-0167',
    email: 'riverside@evergreenfuneralhomes.example',
  },
  {
    name: 'Hillcrest Chapel',
    address: { line1: '3715 SW Hillcrest Road', city: 'Beaverton', region: 'OR', postalCode: '97005', country: 'US' },
    phoneNumber: '(503) 555-0193',
    email: 'hillcrest@evergreenfuneralhomes.example',
  },
];

export const evergreenRedirects: TenantSeed['redirects'] = [
  { from: '/old-about', to: '/about', permanent: true },
  { from: '/memorial-fund', to: 'https://example.org/memorial-fund', permanent: false },
];

/**
 * The rooms services are held in and the hearses (decision 0125): Maple Grove has two rooms, the
 * others one each. Demo events book them, and José Núñez García's reception and Grace Okafor's service
 * in two days overlap in Riverside's main chapel, so the calendar shows a double booking.
 */
export const evergreenChapelsAndHearses: NonNullable<TenantSeed['chapelsAndHearses']> = [
  { kind: 'chapel', name: 'Main chapel', location: 0 },
  { kind: 'chapel', name: 'Garden room', location: 0 },
  { kind: 'chapel', name: 'Main chapel', location: 1 },
  { kind: 'chapel', name: 'Main chapel', location: 2 },
  { kind: 'hearse', name: 'Hearse 1 (Cadillac)' },
  { kind: 'hearse', name: 'Hearse 2 (Lincoln)' },
];
