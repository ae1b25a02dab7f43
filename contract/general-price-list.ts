import {
  alternativeContainerDisclosure,
  basicServicesFeeSentence,
  embalmingDisclosure,
  goodsAndServicesShownBelow,
  outerBurialContainerDisclosure,
  priceRange,
  ruleItems,
  type RuleItemKey,
  type RuleSentence,
} from './funeral-rule.ts';
import { formatMoney } from './money.ts';

/*
 * How the general price list reads (decision 0108): one pure layout that the public
 * /price-list, the console's printed lists and the tests draw, from the price list's items and options
 * and the items the funeral home does not offer. The Funeral Rule's items come first, in the order of
 * the FTC's sample list, each under the rule's own name with the rule's sentences beside its prices;
 * then every other item under its category. The separate casket and outer burial container lists
 * (453.2(b)(2), (b)(3)) are cut from the same layout.
 */

/** What the layout reads of an item (the public list's item: the family's, with its rule role). */
export interface LayoutItem {
  id: number;
  name: string;
  description: string;
  category: { id: number; name: string };
  priceCents: number | null;
  cashAdvance: boolean;
  ruleItem: RuleItemKey | null;
}

export interface LayoutVariant {
  id: number;
  itemId: number;
  name: string;
  description: string;
  priceCents: number;
  purchaserProvides: boolean;
}

export interface GplLine {
  /** 'item-3', 'variant-7': unique in the list. */
  key: string;
  name: string;
  description: string;
  /** "$895.00", "Cash advance: estimate when known". */
  price: string;
}

export interface GplSection {
  /** 'rule-embalming', 'category-12': unique in the list. */
  key: string;
  heading: string;
  /** The paragraph of 16 CFR 453 that asks for these prices; null for the list's other goods and services. */
  rule: string | null;
  /** "$3,240.00 to $3,590.00": direct cremation's, immediate burial's, the caskets' range. */
  range: string | null;
  /** What the price includes, when the rule asks for it (direct cremation, immediate burial). */
  description: string;
  lines: GplLine[];
  /** The rule's sentences that stand in immediate conjunction with these prices. */
  sentences: RuleSentence[];
  /** The funeral home's own words beside them (never the rule's). */
  notes: string[];
}

/** The FTC sample general price list's order. */
const ruleOrder: readonly RuleItemKey[] = [
  'basicServices',
  'embalming',
  'otherPreparation',
  'transfer',
  'viewing',
  'funeralCeremony',
  'memorialService',
  'graveside',
  'hearse',
  'limousine',
  'forwarding',
  'receiving',
  'directCremation',
  'immediateBurial',
  'casket',
  'outerBurialContainer',
];

/** Said where an item the funeral home does not offer would be priced. */
export const NOT_OFFERED_TEXT = 'We do not offer this.';

/** Our words, not the rule's: cash advances are charged at cost (453.3(f) asks the statement, not this list). */
export const CASH_ADVANCE_NOTE =
  'Cash advance items are goods and services we pay for on your behalf to others, such as cemeteries, florists, ' +
  'clergy and the issuers of death certificates. Each is listed with its price, or as an estimate when the amount ' +
  'is not known yet.';

/** Our words, not the rule's: no fee for a casket bought elsewhere (453.4(b)(1)(ii) forbids one). */
export const CASKET_ELSEWHERE_NOTE =
  'You may buy a casket or an outer burial container from us or from another seller. We do not charge a fee for ' +
  'using a casket or container bought elsewhere.';

const itemPrice = (item: LayoutItem): string => {
  if (item.priceCents === null) return item.cashAdvance ? 'Cash advance: estimate when known' : 'Price on request';
  return item.cashAdvance ? `${formatMoney(item.priceCents)} (cash advance)` : formatMoney(item.priceCents);
};

const rangeText = (prices: readonly { priceCents: number }[]): string | null => {
  const range = priceRange(prices);
  if (!range) return null;
  return range.low === range.high ? formatMoney(range.low) : `${formatMoney(range.low)} to ${formatMoney(range.high)}`;
};

/** A container's name inside the rule's sentence: "Unfinished wood box" is "unfinished wood box". */
const inSentence = (name: string) => (/^[A-Z][a-z]/.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name);

interface Indexed {
  items: readonly LayoutItem[];
  optionsOf: (item: LayoutItem) => LayoutVariant[];
}

function index(items: readonly LayoutItem[], variants: readonly LayoutVariant[]): Indexed {
  const options = new Map<number, LayoutVariant[]>();
  for (const variant of variants) options.set(variant.itemId, [...(options.get(variant.itemId) ?? []), variant]);
  return { items, optionsOf: (item) => options.get(item.id) ?? [] };
}

/** An item's lines: itself, or each of its options priced ("Casket, Oak — satin finish"). */
function linesOf(list: Indexed, item: LayoutItem, named: (option: LayoutVariant) => string): GplLine[] {
  const options = list.optionsOf(item);
  if (options.length === 0)
    return [{ key: `item-${item.id}`, name: item.name, description: item.description, price: itemPrice(item) }];
  return options.map((option) => ({
    key: `variant-${option.id}`,
    name: named(option),
    description: option.description,
    price: formatMoney(option.priceCents),
  }));
}

/** The prices every line of these items shows: an item's own, or each option's. */
const pricesOf = (list: Indexed, items: readonly LayoutItem[]) =>
  items.flatMap((item) => {
    const options = list.optionsOf(item);
    if (options.length > 0) return options;
    return item.priceCents === null ? [] : [{ priceCents: item.priceCents }];
  });

function ruleSection(list: Indexed, key: RuleItemKey, notOffered: readonly RuleItemKey[]): GplSection | null {
  const rule = ruleItems[key];
  const base = {
    key: `rule-${key}`,
    heading: rule.name,
    rule: rule.rule,
    range: null,
    description: '',
    sentences: [],
    notes: [],
  };
  if (notOffered.includes(key)) return { ...base, lines: [], notes: [NOT_OFFERED_TEXT] };
  const playing = list.items.filter((item) => item.ruleItem === key);
  if (playing.length === 0) return null;
  switch (key) {
    case 'directCremation':
    case 'immediateBurial': {
      const [item] = playing;
      const options = list.optionsOf(item!);
      const containers = options.filter((option) => !option.purchaserProvides).map((option) => inSentence(option.name));
      return {
        ...base,
        range: rangeText(options),
        description: item!.description,
        lines: linesOf(list, item!, (option) => option.name),
        sentences: key === 'directCremation' ? [alternativeContainerDisclosure(containers)] : [],
      };
    }
    case 'casket':
    case 'outerBurialContainer':
      return {
        ...base,
        range: rangeText(pricesOf(list, playing)),
        lines: playing.flatMap((item) => linesOf(list, item, (option) => `${item.name}, ${option.name}`)),
        sentences: key === 'outerBurialContainer' ? [outerBurialContainerDisclosure] : [],
        notes: key === 'casket' ? [CASKET_ELSEWHERE_NOTE] : [],
      };
    default:
      return {
        ...base,
        lines: playing.flatMap((item) => linesOf(list, item, (option) => `${item.name}, ${option.name}`)),
        sentences:
          key === 'basicServices' ? [basicServicesFeeSentence] : key === 'embalming' ? [embalmingDisclosure] : [],
      };
  }
}

export interface GplLayout {
  /** 453.4(b)(2)(i): immediately above the prices. */
  intro: RuleSentence;
  sections: GplSection[];
}

/**
 * The general price list: the rule's items in the FTC sample's order (one not offered says so where
 * it would be), then every other item by category in the list's order.
 */
export function generalPriceListLayout(
  items: readonly LayoutItem[],
  variants: readonly LayoutVariant[],
  notOffered: readonly RuleItemKey[],
): GplLayout {
  const list = index(items, variants);
  const sections = ruleOrder.flatMap((key) => ruleSection(list, key, notOffered) ?? []);
  const others = new Map<number, GplSection>();
  for (const item of items) {
    if (item.ruleItem) continue;
    let section = others.get(item.category.id);
    if (!section) {
      section = {
        key: `category-${item.category.id}`,
        heading: item.category.name,
        rule: null,
        range: null,
        description: '',
        lines: [],
        sentences: [],
        notes: [],
      };
      others.set(item.category.id, section);
    }
    section.lines.push(...linesOf(list, item, (option) => `${item.name}, ${option.name}`));
    if (item.cashAdvance && !section.notes.includes(CASH_ADVANCE_NOTE)) section.notes.push(CASH_ADVANCE_NOTE);
  }
  return { intro: goodsAndServicesShownBelow, sections: [...sections, ...others.values()] };
}

/**
 * The casket price list (453.2(b)(2)): every casket, and the alternative containers offered with a
 * direct cremation (priced there, as the cremation with that container).
 */
export function casketPriceListLayout(items: readonly LayoutItem[], variants: readonly LayoutVariant[]): GplSection[] {
  const layout = generalPriceListLayout(items, variants, []);
  const caskets = layout.sections.find((section) => section.key === 'rule-casket');
  const cremation = layout.sections.find((section) => section.key === 'rule-directCremation');
  const containers = cremation && {
    ...cremation,
    key: 'alternative-containers',
    heading: 'Alternative containers, with a direct cremation',
    description: '',
    lines: cremation.lines.filter((line) =>
      variants.some((variant) => `variant-${variant.id}` === line.key && !variant.purchaserProvides),
    ),
  };
  return [caskets, containers].filter((section): section is GplSection => Boolean(section?.lines.length));
}

/** The outer burial container price list (453.2(b)(3)), its disclosure beside the prices (453.3(c)(2)). */
export function outerBurialContainerPriceListLayout(
  items: readonly LayoutItem[],
  variants: readonly LayoutVariant[],
): GplSection[] {
  const layout = generalPriceListLayout(items, variants, []);
  return layout.sections.filter((section) => section.key === 'rule-outerBurialContainer' && section.lines.length > 0);
}
