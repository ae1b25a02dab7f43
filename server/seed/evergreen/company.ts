import type { TenantSeed } from '../tenant-seed.ts';

/** The demo funeral home's company row, hosts, locations and redirects. Phone numbers use 555-01xx. */

export const evergreenCompany: TenantSeed['company'] = {
  slug: 'evergreen',
  name: 'Evergreen Funeral Homes',
  phoneNumber: '(503) 555-0142',
  logoUrl: '/media/evergreen-logo.svg',
  timeZone: 'America/Los_Angeles',
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
