import type { PriceListSeed } from '../family-portal-seed.ts';

/*
 * Evergreen's general price list for the family portal and the public /price-list (prices in cents,
 * USD), complete for the Funeral Rule (decision 0108): each item the rule asks for carries its
 * `ruleItem`, direct cremation and immediate burial price the purchaser's own container and each one
 * offered. The basic services fee, the only one a family cannot decline, is not shown to families as
 * a choice (it prints on the statement); cash advances are listed apart, and the cemetery's fee is not
 * known until the cemetery says (an estimate). The starter list of `company create` is this one.
 */
export const evergreenPriceList: PriceListSeed = {
  taxRateBasisPoints: 825,
  categories: [
    {
      key: 'required',
      name: 'Basic services',
      position: 100,
      displayForFamily: false,
      items: [
        {
          key: 'basic-services',
          ruleItem: 'basicServices',
          name: 'Basic services of funeral director and staff',
          description:
            'Our services include: conducting the arrangements conference; planning the funeral; consulting with ' +
            'family and clergy; shelter of remains; preparing and filing of necessary notices; obtaining necessary ' +
            'authorizations and permits; coordinating with the cemetery, crematory, or other third parties. In ' +
            'addition, this fee includes a proportionate share of our basic overhead costs.',
          priceCents: 245_000,
        },
      ],
    },
    {
      key: 'professional',
      name: 'Professional services',
      position: 90,
      items: [
        {
          key: 'embalming',
          ruleItem: 'embalming',
          name: 'Embalming',
          description: 'Needed for a public viewing.',
          priceCents: 89_500,
        },
        {
          key: 'preparation',
          ruleItem: 'otherPreparation',
          name: 'Dressing, cosmetology and casketing',
          priceCents: 35_000,
        },
        { key: 'cremation', name: 'Cremation process', description: 'At our own crematory.', priceCents: 39_500 },
      ],
    },
    {
      key: 'facilities',
      name: 'Facilities and staff',
      position: 80,
      items: [
        {
          key: 'visitation',
          ruleItem: 'viewing',
          name: 'Visitation at the funeral home',
          description: 'Up to three hours.',
          priceCents: 55_000,
        },
        {
          key: 'ceremony',
          ruleItem: 'funeralCeremony',
          name: 'Funeral ceremony at the funeral home',
          priceCents: 65_000,
        },
        {
          key: 'memorial-service',
          ruleItem: 'memorialService',
          name: 'Memorial service at the funeral home',
          priceCents: 55_000,
        },
        { key: 'graveside', ruleItem: 'graveside', name: 'Graveside service', priceCents: 45_000 },
      ],
    },
    {
      key: 'vehicles',
      name: 'Vehicles',
      position: 70,
      items: [
        {
          key: 'transfer',
          ruleItem: 'transfer',
          name: 'Transfer of remains to the funeral home',
          description: 'Within 40 miles.',
          priceCents: 39_500,
        },
        { key: 'hearse', ruleItem: 'hearse', name: 'Hearse', priceCents: 42_500, photo: 'hearse.svg' },
        { key: 'service-car', name: 'Service car', priceCents: 17_500 },
        {
          key: 'limousine',
          ruleItem: 'limousine',
          name: 'Family limousine',
          priceCents: 32_500,
          soldByQuantity: true,
        },
      ],
    },
    {
      key: 'caskets',
      name: 'Caskets',
      position: 60,
      items: [
        {
          key: 'casket',
          ruleItem: 'casket',
          name: 'Casket',
          description: 'Solid wood or steel, with a crepe interior. Choose the wood or metal and its finish.',
          priceCents: 219_500,
          taxable: true,
          photo: 'casket-oak.svg',
          variants: [
            { name: 'Oak — satin finish', priceCents: 289_500, photo: 'casket-oak.svg' },
            { name: 'Cherry — high gloss', priceCents: 349_500, photo: 'casket-cherry.svg' },
            { name: 'Steel — brushed silver', priceCents: 219_500, photo: 'casket-steel.svg' },
            { name: 'Steel — Venetian bronze', priceCents: 249_500, photo: 'casket-bronze.svg' },
          ],
        },
        {
          key: 'rental-casket',
          ruleItem: 'casket',
          name: 'Rental casket for viewing',
          priceCents: 95_000,
          taxable: true,
        },
      ],
    },
    {
      key: 'urns',
      name: 'Urns',
      position: 50,
      items: [
        {
          key: 'brass-urn',
          name: 'Brass urn',
          priceCents: 39_500,
          taxable: true,
          photo: 'urn-brass.svg',
          variants: [
            { name: 'Brushed pewter finish', priceCents: 39_500, photo: 'urn-brass.svg' },
            { name: 'Antique bronze finish', priceCents: 44_500, photo: 'urn-brass.svg' },
          ],
        },
        {
          key: 'ceramic-urn',
          name: 'Ceramic urn',
          priceCents: 29_500,
          taxable: true,
          photo: 'urn-ceramic.svg',
          variants: [
            { name: 'Ocean blue glaze', priceCents: 29_500, photo: 'urn-ceramic.svg' },
            { name: 'Sandstone glaze', priceCents: 29_500, photo: 'urn-biodegradable.svg' },
          ],
        },
        {
          key: 'biodegradable-urn',
          name: 'Biodegradable urn',
          description: 'For scattering at sea or burial in a garden.',
          priceCents: 12_500,
          taxable: true,
          photo: 'urn-biodegradable.svg',
        },
      ],
    },
    {
      key: 'containers',
      name: 'Outer burial containers',
      position: 40,
      items: [
        {
          key: 'liner',
          ruleItem: 'outerBurialContainer',
          name: 'Concrete grave liner',
          priceCents: 119_500,
          taxable: true,
          photo: 'vault.svg',
        },
        {
          key: 'vault',
          ruleItem: 'outerBurialContainer',
          name: 'Sealed burial vault',
          priceCents: 189_500,
          taxable: true,
          photo: 'vault.svg',
        },
      ],
    },
    {
      key: 'stationery',
      name: 'Memorial stationery',
      position: 30,
      items: [
        {
          key: 'folder-dove',
          name: 'Memorial folders, dove design (100)',
          priceCents: 14_500,
          taxable: true,
          photo: 'folder-dove.svg',
        },
        {
          key: 'folder-sunrise',
          name: 'Memorial folders, sunrise design (100)',
          priceCents: 14_500,
          taxable: true,
          photo: 'folder-sunrise.svg',
        },
        {
          key: 'folder-garden',
          name: 'Memorial folders, garden design (100)',
          priceCents: 14_500,
          taxable: true,
          photo: 'folder-garden.svg',
        },
        { key: 'register-book', name: 'Register book', priceCents: 6_500, taxable: true },
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
          description: 'Set by the county; price of one copy.',
          priceCents: 2_500,
          cashAdvance: true,
          soldByQuantity: true,
          photo: 'certificate.svg',
        },
        {
          key: 'cemetery-fee',
          name: 'Cemetery opening and closing fee',
          description: 'Charged by the cemetery; we add it when the cemetery confirms it.',
          priceCents: null,
          cashAdvance: true,
        },
        {
          key: 'flowers',
          name: 'Flowers for the service',
          priceCents: 35_000,
          cashAdvance: true,
          photo: 'package-memorial.svg',
        },
      ],
    },
    // Last in the seed (its rows' ids after the others'), shown second: position 95.
    {
      key: 'simple',
      name: 'Forwarding, receiving, direct cremation and immediate burial',
      position: 95,
      items: [
        {
          key: 'forwarding',
          ruleItem: 'forwarding',
          name: 'Forwarding of remains to another funeral home',
          description:
            'Includes basic services of staff, transfer of remains to the funeral home within 40 miles, shelter ' +
            'of remains, and local transportation to the airport or to the receiving funeral home.',
          priceCents: 289_500,
        },
        {
          key: 'receiving',
          ruleItem: 'receiving',
          name: 'Receiving remains from another funeral home',
          description:
            'Includes basic services of staff, shelter of remains, and transportation of remains from the airport ' +
            'or the forwarding funeral home, and to the cemetery or crematory, within 40 miles.',
          priceCents: 279_500,
        },
        {
          key: 'direct-cremation',
          ruleItem: 'directCremation',
          name: 'Direct cremation',
          description:
            'Cremation without a viewing or ceremony. Includes basic services of staff, transfer of remains within ' +
            '40 miles, shelter of remains, the cremation permit, and cremation at our own crematory; the ' +
            'cremated remains are returned in a temporary container.',
          priceCents: 324_000,
          variants: [
            { name: 'Container provided by the purchaser', priceCents: 324_000, purchaserProvides: true },
            {
              name: 'Fiberboard alternative container',
              description: 'A fiberboard container with a cloth covering.',
              priceCents: 333_500,
            },
            { name: 'Unfinished wood box', description: 'A plain pine box.', priceCents: 359_000 },
          ],
        },
        {
          key: 'immediate-burial',
          ruleItem: 'immediateBurial',
          name: 'Immediate burial',
          description:
            'Burial without a viewing or ceremony. Includes basic services of staff, transfer of remains within ' +
            '40 miles, shelter of remains, and the hearse to a cemetery within 40 miles. Cemetery charges are ' +
            'not included.',
          priceCents: 299_500,
          variants: [
            { name: 'Casket provided by the purchaser', priceCents: 299_500, purchaserProvides: true },
            { name: 'Cloth-covered wood casket', priceCents: 379_500 },
          ],
        },
      ],
    },
  ],
  selectors: [
    { key: 'urn', name: 'Choose an urn', items: ['brass-urn', 'ceramic-urn', 'biodegradable-urn'] },
    {
      key: 'folder',
      name: 'Choose a memorial folder design',
      items: ['folder-dove', 'folder-sunrise', 'folder-garden'],
    },
    { key: 'container', name: 'Choose an outer burial container', items: ['liner', 'vault'] },
  ],
  packages: [
    {
      kind: 'burial',
      name: 'Traditional burial',
      description: 'Visitation and a funeral ceremony at our chapel, then burial, with a casket of your choice.',
      photo: 'package-burial.svg',
      lines: [
        { item: 'basic-services' },
        { item: 'embalming' },
        { item: 'preparation' },
        { name: 'Coordination with the cemetery', category: 'professional' },
        { item: 'visitation' },
        { item: 'ceremony' },
        { item: 'transfer' },
        { item: 'hearse' },
        { item: 'service-car' },
        { item: 'casket' },
        { selector: 'container', category: 'containers' },
        { selector: 'folder', category: 'stationery' },
        { item: 'register-book' },
        { item: 'certificates', quantity: 5 },
        { item: 'cemetery-fee' },
      ],
    },
    {
      kind: 'cremation',
      name: 'Cremation with memorial',
      description: 'Cremation, then a memorial service at our chapel with the urn of your choice and flowers.',
      photo: 'package-memorial.svg',
      lines: [
        { item: 'basic-services' },
        { item: 'transfer' },
        { item: 'cremation' },
        { item: 'memorial-service' },
        { selector: 'urn', category: 'urns' },
        { selector: 'folder', category: 'stationery' },
        { item: 'certificates', quantity: 3 },
        { item: 'flowers' },
      ],
    },
    {
      kind: 'cremation',
      name: 'Direct cremation',
      description: 'Cremation without a service, returned to the family in a biodegradable urn.',
      photo: 'package-direct.svg',
      // The general price list's direct cremation (basic services included), the family choosing its container.
      lines: [{ item: 'direct-cremation' }, { item: 'biodegradable-urn' }, { item: 'certificates', quantity: 2 }],
    },
  ],
};
