import { ruleItemKeys } from '#contract/funeral-rule.ts';
import type { ItemSeed, PriceListSeed } from '#server/seed/family-portal-seed.ts';

/*
 * The browser tests' company's general price list: only what the specs exercise, none of the demo's
 * names or prices, so editing the demo's list breaks no browser test. Two packages (a burial whose
 * casket has options and whose container and folder are the family's choice, a cremation whose urn is),
 * the items on their lines, and a cash advance. The specs name packages, selectors, items and options
 * through these constants, and compute the prices they expect from them.
 *
 * It is published as the company is made (TenantSeed.priceListPublished), so it must be legal: the
 * Funeral Rule's items it has (basic services, caskets, outer burial containers) are priced, and it says
 * it offers none of the others (`notOffered`), which the rule allows. Then `ruleGaps` finds nothing and
 * the console's price-list writes are checked as on any published list. The complete list, every one
 * of the rule's sixteen items priced, is the demo's: funeral-rule.spec.ts asks for it.
 *
 * Only types come from the server: the specs import this file.
 */

export const basicServices = {
  key: 'basic-services',
  ruleItem: 'basicServices',
  name: 'Basic services of funeral director and staff',
  priceCents: 150_000,
} satisfies ItemSeed;

/** The casket's options, the dearer first: a completed arrangement takes an item's first option. */
export const walnutFinish = { name: 'Walnut, satin finish', priceCents: 180_000, photo: 'casket-cherry.svg' };
const pineFinish = { name: 'Pine, natural finish', priceCents: 120_000, photo: 'casket-oak.svg' };

/** An item with options: a burial's casket line is open until the family picks one. */
export const casket = {
  key: 'casket',
  ruleItem: 'casket',
  name: 'Wood casket',
  description: 'Solid wood with a crepe interior. Choose the wood and its finish.',
  priceCents: 120_000,
  taxable: true,
  photo: 'casket-oak.svg',
  variants: [walnutFinish, pineFinish],
} satisfies ItemSeed;

export const graveLiner = {
  key: 'grave-liner',
  ruleItem: 'outerBurialContainer',
  name: 'Concrete grave liner',
  priceCents: 90_000,
  taxable: true,
  photo: 'vault.svg',
} satisfies ItemSeed;

const burialVault = {
  key: 'burial-vault',
  ruleItem: 'outerBurialContainer',
  name: 'Sealed burial vault',
  priceCents: 160_000,
  taxable: true,
  photo: 'vault.svg',
} satisfies ItemSeed;

/** The metal urn's options: the family picks one once the urn is chosen. */
export const pewterFinish = { name: 'Pewter finish', priceCents: 30_000, photo: 'urn-brass.svg' };
const bronzeFinish = { name: 'Bronze finish', priceCents: 34_000, photo: 'urn-brass.svg' };

/** The urn selector's first choice, with options of its own. */
export const metalUrn = {
  key: 'metal-urn',
  name: 'Metal urn',
  priceCents: 30_000,
  taxable: true,
  photo: 'urn-brass.svg',
  variants: [pewterFinish, bronzeFinish],
} satisfies ItemSeed;

const woodenUrn = { key: 'wooden-urn', name: 'Wooden urn', priceCents: 22_000, taxable: true } satisfies ItemSeed;

export const doveFolder = {
  key: 'folder-dove',
  name: 'Memorial folders, dove design',
  priceCents: 12_000,
  taxable: true,
  photo: 'folder-dove.svg',
} satisfies ItemSeed;

const riverFolder = {
  key: 'folder-river',
  name: 'Memorial folders, river design',
  priceCents: 12_000,
  taxable: true,
  photo: 'folder-garden.svg',
} satisfies ItemSeed;

/** A cash advance sold by the piece: the statement's totals have a cash advance part. */
const certificates = {
  key: 'certificates',
  name: 'Certified death certificates',
  description: 'Set by the county; price of one copy.',
  priceCents: 2_500,
  cashAdvance: true,
  soldByQuantity: true,
} satisfies ItemSeed;

/** A selector's name is what its line asks; the package's line is open until the family picks an item. */
export const containerSelector = {
  key: 'container',
  name: 'Choose an outer burial container',
  items: [graveLiner.key, burialVault.key],
};
export const folderSelector = {
  key: 'folder',
  name: 'Choose a memorial folder design',
  items: [doveFolder.key, riverFolder.key],
};
export const urnSelector = { key: 'urn', name: 'Choose an urn', items: [metalUrn.key, woodenUrn.key] };

/** A burial whose casket option, container and folder design are left to the family. */
export const burialPackage = {
  kind: 'burial',
  name: 'Funeral and burial',
  description: 'A funeral at our chapel, then burial, with the casket of your choice.',
  photo: 'package-burial.svg',
  lines: [
    { item: basicServices.key },
    { item: casket.key },
    { selector: containerSelector.key, category: 'containers' },
    { selector: folderSelector.key, category: 'stationery' },
  ],
} satisfies PriceListSeed['packages'][number];

/** A cremation whose urn (and its finish) and folder design are left to the family. */
export const cremationPackage = {
  kind: 'cremation',
  name: 'Cremation and gathering',
  description: 'Cremation, then a gathering at our chapel with the urn of your choice.',
  photo: 'package-memorial.svg',
  lines: [
    { item: basicServices.key },
    { selector: urnSelector.key, category: 'urns' },
    { selector: folderSelector.key, category: 'stationery' },
    { item: certificates.key, quantity: 2 },
  ],
} satisfies PriceListSeed['packages'][number];

const categories: PriceListSeed['categories'] = [
  // As a real list has it: the fee every arrangement carries is printed, not offered as a choice.
  { key: 'required', name: 'Basic services', position: 100, displayForFamily: false, items: [basicServices] },
  { key: 'caskets', name: 'Caskets', position: 60, items: [casket] },
  { key: 'urns', name: 'Urns', position: 50, items: [metalUrn, woodenUrn] },
  { key: 'containers', name: 'Outer burial containers', position: 40, items: [graveLiner, burialVault] },
  { key: 'stationery', name: 'Memorial stationery', position: 30, items: [doveFolder, riverFolder] },
  { key: 'cash', name: 'Cash advance items', position: 10, items: [certificates] },
];

const offered = new Set(categories.flatMap((category) => category.items.map((item) => item.ruleItem)));

export const testPriceList: PriceListSeed = {
  taxRateBasisPoints: 825,
  // Every item of the rule the list does not price: said not to be offered, so the list has no gap.
  notOffered: ruleItemKeys.filter((key) => !offered.has(key)),
  categories,
  selectors: [containerSelector, folderSelector, urnSelector],
  packages: [burialPackage, cremationPackage],
};
