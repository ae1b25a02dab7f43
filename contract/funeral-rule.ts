/*
 * The FTC Funeral Rule (16 CFR Part 453) as Lantern applies it (decision 0108): one module,
 * zod-free, that the public general price list, the console's price-list editor, the printed lists,
 * the statement and their tests all read. Two parts:
 *
 * - the rule's prescribed sentences, word for word, each tagged with the paragraph that prescribes it
 *   (docs/funeral-rule.md maps each paragraph to the code and the test that hold it);
 * - the items the general price list must price "if offered for sale" (453.2(b)(4)(ii) and (iii)), the
 *   role a price-list item plays for the rule, and the one check of a list against them.
 *
 * The rule's "and overhead" form of the basic services sentences is used: Lantern's basic services fee
 * is the non-declinable one and includes overhead (453.2(b)(4)(iii)(C)(1), 453.4(b)(2)(i)).
 */

/** A sentence the rule prescribes, with the paragraph that prescribes it. */
export interface RuleSentence {
  rule: string;
  text: string;
}

/** 453.2(b)(4)(i)(C)(2): the caption. */
export const GPL_CAPTION = 'General price list';
/** 453.2(b)(2)(ii): the casket price list's caption. */
export const CASKET_PRICE_LIST_CAPTION = 'Casket price list';
/** 453.2(b)(3)(ii): the outer burial container price list's caption. */
export const OUTER_BURIAL_CONTAINER_PRICE_LIST_CAPTION = 'Outer burial container price list';

/** 453.2(b)(4)(i)(C)(3) (and (b)(2)(i), (b)(3)(i)): the effective date, as the FTC's sample words it. */
export const effectiveDateText = (dateText: string) => `These prices are effective as of ${dateText}.`;

/**
 * 453.4(b)(2)(i), "immediately above the prices": the consumer may choose only the items desired; with a
 * non-declinable basic services fee, the "However" sentence between the second and third, "and overhead"
 * after "services".
 */
export const goodsAndServicesShownBelow: RuleSentence = {
  rule: '453.4(b)(2)(i)',
  text:
    'The goods and services shown below are those we can provide to our customers. You may choose only the ' +
    'items you desire. However, any funeral arrangements you select will include a charge for our basic ' +
    'services and overhead. If legal or other requirements mean you must buy any items you did not ' +
    'specifically ask for, we will explain the reason in writing on the statement we provide describing the ' +
    'funeral goods and services you selected.',
};

/** 453.2(b)(4)(iii)(C)(1): beside the basic services fee, which cannot be declined. */
export const basicServicesFeeSentence: RuleSentence = {
  rule: '453.2(b)(4)(iii)(C)(1)',
  text:
    'This fee for our basic services and overhead will be added to the total cost of the funeral arrangements ' +
    'you select. (This fee is already included in our charges for direct cremations, immediate burials, and ' +
    'forwarding or receiving remains.)',
};

/** 453.3(a)(2)(ii): "in immediate conjunction with the price shown for embalming". */
export const embalmingDisclosure: RuleSentence = {
  rule: '453.3(a)(2)(ii)',
  text:
    'Except in certain special cases, embalming is not required by law. Embalming may be necessary, however, if ' +
    'you select certain funeral arrangements, such as a funeral with viewing. If you do not want embalming, you ' +
    'usually have the right to choose an arrangement that does not require you to pay for it, such as direct ' +
    'cremation or immediate burial.',
};

/**
 * 453.3(b)(2): "in immediate conjunction with the price range shown for direct cremations", the
 * containers specified by name (the alternative containers priced there).
 */
export const alternativeContainerDisclosure = (containers: readonly string[]): RuleSentence => ({
  rule: '453.3(b)(2)',
  text:
    'If you want to arrange a direct cremation, you can use an alternative container. Alternative containers ' +
    'encase the body and can be made of materials like fiberboard or composition materials (with or without an ' +
    `outside covering). The containers we provide are ${listWords(containers)}.`,
});

/** 453.3(c)(2): on the outer burial container price list, or with those prices on the general list. */
export const outerBurialContainerDisclosure: RuleSentence = {
  rule: '453.3(c)(2)',
  text:
    'In most areas of the country, state or local law does not require that you buy a container to surround the ' +
    'casket in the grave. However, many cemeteries require that you have such a container so that the grave will ' +
    'not sink in. Either a grave liner or a burial vault will satisfy these requirements.',
};

/** 453.4(b)(2)(ii): on the statement of funeral goods and services selected. */
export const statementChargesSentence: RuleSentence = {
  rule: '453.4(b)(2)(ii)',
  text:
    'Charges are only for those items that you selected or that are required. If we are required by law or by a ' +
    'cemetery or crematory to use any items, we will explain the reasons in writing below.',
};

/** 453.5(b): on the statement of funeral goods and services selected. */
export const statementEmbalmingSentence: RuleSentence = {
  rule: '453.5(b)',
  text:
    'If you selected a funeral that may require embalming, such as a funeral with viewing, you may have to pay ' +
    'for embalming. You do not have to pay for embalming you did not approve if you selected arrangements such ' +
    'as a direct cremation or immediate burial. If we charged for embalming, we will explain why below.',
};

/** "a", "a and b", "a, b and c": the containers as a sentence names them. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/*
 * The items the general price list must price, if offered (453.2(b)(4)(ii) (A) to (M), (iii) (A) to (C)).
 * A price-list item plays one of these roles (gpl_items.rule_item); the rule's name is how the public
 * list heads it. Caskets and outer burial containers are many items each; every other role is one item.
 */
export const ruleItemKeys = [
  'basicServices',
  'forwarding',
  'receiving',
  'directCremation',
  'immediateBurial',
  'transfer',
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
] as const;
export type RuleItemKey = (typeof ruleItemKeys)[number];

export interface RuleItem {
  /** The rule's own name for it. */
  name: string;
  /** The paragraph that asks for its price. */
  rule: string;
  /** Caskets and outer burial containers: any number of items. */
  many: boolean;
}

export const ruleItems: Record<RuleItemKey, RuleItem> = {
  basicServices: { name: 'Basic services of funeral director and staff', rule: '453.2(b)(4)(iii)(C)', many: false },
  forwarding: { name: 'Forwarding of remains to another funeral home', rule: '453.2(b)(4)(ii)(A)', many: false },
  receiving: { name: 'Receiving remains from another funeral home', rule: '453.2(b)(4)(ii)(B)', many: false },
  directCremation: { name: 'Direct cremation', rule: '453.2(b)(4)(ii)(C)', many: false },
  immediateBurial: { name: 'Immediate burial', rule: '453.2(b)(4)(ii)(D)', many: false },
  transfer: { name: 'Transfer of remains to funeral home', rule: '453.2(b)(4)(ii)(E)', many: false },
  embalming: { name: 'Embalming', rule: '453.2(b)(4)(ii)(F)', many: false },
  otherPreparation: { name: 'Other preparation of the body', rule: '453.2(b)(4)(ii)(G)', many: false },
  viewing: { name: 'Use of facilities and staff for viewing', rule: '453.2(b)(4)(ii)(H)', many: false },
  funeralCeremony: {
    name: 'Use of facilities and staff for funeral ceremony',
    rule: '453.2(b)(4)(ii)(I)',
    many: false,
  },
  memorialService: {
    name: 'Use of facilities and staff for memorial service',
    rule: '453.2(b)(4)(ii)(J)',
    many: false,
  },
  graveside: { name: 'Use of equipment and staff for graveside service', rule: '453.2(b)(4)(ii)(K)', many: false },
  hearse: { name: 'Hearse', rule: '453.2(b)(4)(ii)(L)', many: false },
  limousine: { name: 'Limousine', rule: '453.2(b)(4)(ii)(M)', many: false },
  casket: { name: 'Caskets', rule: '453.2(b)(4)(iii)(A)', many: true },
  outerBurialContainer: { name: 'Outer burial containers', rule: '453.2(b)(4)(iii)(B)', many: true },
};

/** The role's name for people, with its paragraph: "Embalming (453.2(b)(4)(ii)(F))". */
export const ruleItemLabel = (key: RuleItemKey) => `${ruleItems[key].name} (${ruleItems[key].rule})`;

/**
 * A role the funeral home may say it does not offer (the rule asks for each "if offered for sale"):
 * every one but the basic services fee, which Lantern's statements always carry.
 */
export const declinableRuleItems = ruleItemKeys.filter((key) => key !== 'basicServices');

/** What the check reads of an item: its role, name, price, and its options' prices. */
export interface RuleCheckItem {
  ruleItem: RuleItemKey | null;
  name: string;
  priceCents: number | null;
  cashAdvance: boolean;
  variants: readonly { name: string; priceCents: number; purchaserProvides: boolean }[];
}

/** One thing the list lacks, in words that name the item and the paragraph. */
export interface RuleGap {
  key: RuleItemKey;
  rule: string;
  words: string;
}

/**
 * Every way `items` falls short of the rule, given the roles the funeral home says it does not offer:
 * a required item missing (or twice), priced as a cash advance or not at all, a direct cremation or an
 * immediate burial without its separate prices. Empty: the list may be published. The one check; the
 * publish route refuses with it and the console's editor shows it.
 */
export function ruleGaps(items: readonly RuleCheckItem[], notOffered: readonly RuleItemKey[]): RuleGap[] {
  const gaps: RuleGap[] = [];
  const gap = (key: RuleItemKey, words: string, rule = ruleItems[key].rule) => gaps.push({ key, rule, words });
  for (const key of ruleItemKeys) {
    const item = ruleItems[key];
    const playing = items.filter((row) => row.ruleItem === key);
    if (notOffered.includes(key)) {
      if (playing.length > 0)
        gap(key, `${item.name} is on the list, and also said not to be offered (${item.rule}): choose one.`);
      continue;
    }
    if (playing.length === 0) {
      gap(key, `${item.name} (${item.rule}) is not on the price list: add its price, or say you do not offer it.`);
      continue;
    }
    if (!item.many && playing.length > 1)
      gap(key, `${item.name} (${item.rule}) is ${playing.length} items: only one item can be it.`);
    for (const row of playing) {
      if (row.cashAdvance)
        gap(key, `${row.name} is ${item.name} (${item.rule}): it is your price, not a cash advance.`);
      else if (row.priceCents === null && row.variants.length === 0)
        gap(key, `${row.name} is ${item.name} (${item.rule}): it needs a price.`);
    }
    if (key === 'directCremation' || key === 'immediateBurial')
      for (const row of playing) gaps.push(...rangeGaps(key, row));
  }
  return gaps;
}

/**
 * Direct cremation (453.2(b)(4)(ii)(C)) and immediate burial ((D)): a separate price where the purchaser
 * provides the container (the casket), and one for each container offered; each an option of the item.
 * A direct cremation offers at least one alternative container (453.4(a)(2)).
 */
function rangeGaps(key: 'directCremation' | 'immediateBurial', row: RuleCheckItem): RuleGap[] {
  const rule = ruleItems[key].rule;
  const cremation = key === 'directCremation';
  const theirs = row.variants.filter((variant) => variant.purchaserProvides);
  const ours = row.variants.filter((variant) => !variant.purchaserProvides);
  const gaps: RuleGap[] = [];
  if (theirs.length !== 1)
    gaps.push({
      key,
      rule: `${rule}(1)`,
      words:
        `${row.name} (${rule}(1)) needs one option priced for when the purchaser provides the ` +
        `${cremation ? 'container' : 'casket'}.`,
    });
  if (ours.length === 0)
    gaps.push({
      key,
      rule: cremation ? `${rule}(2); 453.4(a)(2)` : `${rule}(2)`,
      words: cremation
        ? `${row.name} (${rule}(2), 453.4(a)(2)) needs an option with each alternative container you offer, at least one.`
        : `${row.name} (${rule}(2)) needs an option with each casket or alternative container you offer.`,
    });
  return gaps;
}

/** The lowest and highest of the item's options: a direct cremation's or an immediate burial's range. */
export function priceRange(variants: readonly { priceCents: number }[]): { low: number; high: number } | null {
  if (variants.length === 0) return null;
  const prices = variants.map((variant) => variant.priceCents);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}
