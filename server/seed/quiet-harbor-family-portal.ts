import type { FamilyPortalSeed } from './family-portal-seed.ts';
import { QUIET_HARBOR_FAMILY } from './quiet-harbor-families.ts';

/* Quiet Harbor's small price list and its one family case: isolation tests use its ids. */
export const quietHarborFamilyPortal: FamilyPortalSeed = {
  priceList: {
    taxRateBasisPoints: 550,
    // A cremation-only home: what the Funeral Rule asks it to price, it prices; the rest it says it does not offer.
    notOffered: [
      'forwarding',
      'receiving',
      'immediateBurial',
      'embalming',
      'otherPreparation',
      'viewing',
      'funeralCeremony',
      'memorialService',
      'graveside',
      'hearse',
      'limousine',
      'casket',
      'outerBurialContainer',
    ],
    categories: [
      {
        key: 'services',
        name: 'Services',
        position: 50,
        items: [
          {
            key: 'basic',
            ruleItem: 'basicServices',
            name: 'Basic services of funeral director and staff',
            priceCents: 199_000,
          },
          { key: 'transfer', ruleItem: 'transfer', name: 'Transfer of remains', priceCents: 29_500 },
          { key: 'cremation', name: 'Cremation', priceCents: 35_000 },
        ],
      },
      {
        key: 'urns',
        name: 'Urns',
        position: 40,
        items: [
          {
            key: 'pine-urn',
            name: 'Pine urn',
            priceCents: 15_000,
            taxable: true,
            photo: 'urn-biodegradable.svg',
            variants: [
              { name: 'Natural pine', priceCents: 15_000 },
              { name: 'Dark stain', priceCents: 16_500 },
            ],
          },
        ],
      },
      {
        key: 'direct',
        name: 'Direct cremation',
        position: 45,
        items: [
          {
            key: 'direct-cremation',
            ruleItem: 'directCremation',
            name: 'Direct cremation',
            description:
              'Includes basic services of staff, transfer of remains, the permit and cremation; the cremated ' +
              'remains are returned in a temporary container.',
            priceCents: 263_500,
            variants: [
              { name: 'Container provided by the purchaser', priceCents: 263_500, purchaserProvides: true },
              { name: 'Cardboard alternative container', priceCents: 271_000 },
            ],
          },
        ],
      },
      {
        key: 'cash',
        name: 'Cash advance items',
        position: 10,
        items: [
          {
            key: 'certificates',
            name: 'Certified death certificates',
            priceCents: 2_000,
            cashAdvance: true,
            soldByQuantity: true,
          },
          // In no package, sold by the piece: what a family adds again and again (the isolation tests add it).
          { key: 'candles', name: 'Memorial candles', priceCents: 1_500, cashAdvance: true, soldByQuantity: true },
        ],
      },
    ],
    selectors: [{ key: 'urn', name: 'Choose an urn', items: ['pine-urn'] }],
    packages: [
      {
        kind: 'cremation',
        name: 'Simple cremation',
        description: 'Cremation and a pine urn.',
        lines: [
          { item: 'basic' },
          { item: 'transfer' },
          { item: 'cremation' },
          { selector: 'urn', category: 'urns' },
          { item: 'certificates', quantity: 2 },
        ],
      },
    ],
  },
  cases: [
    {
      member: QUIET_HARBOR_FAMILY.email,
      decedent: {
        fullName: 'Thomas Penobscot',
        bornOn: '1938-01-11',
        diedDaysAgo: 4,
        location: 0,
        textHtml: '',
        events: [],
      },
      director: null,
      packageName: 'Simple cremation',
      choices: [{ line: 'Choose an urn', item: 'pine-urn', variant: 'Dark stain' }],
    },
  ],
};
