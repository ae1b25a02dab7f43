import { describe, expect, it } from 'vitest';
import {
  alternativeContainerDisclosure,
  ruleGaps,
  ruleItemKeys,
  type RuleCheckItem,
  type RuleItemKey,
} from './funeral-rule.ts';
import { generalPriceListLayout, NOT_OFFERED_TEXT, type LayoutItem, type LayoutVariant } from './general-price-list.ts';

/*
 * The Funeral Rule's check and the general price list's layout (decision 0108), on lists made
 * here: every required item, each priced once; direct cremation and immediate burial with the
 * purchaser's own container priced apart; what is not offered said where it would be.
 */

const option = (name: string, priceCents: number, purchaserProvides = false) => ({
  name,
  priceCents,
  purchaserProvides,
});

/** One item for each role of the rule, every one priced; direct cremation and immediate burial by their options. */
function completeList(): RuleCheckItem[] {
  return ruleItemKeys.map((key) => ({
    ruleItem: key,
    name: key,
    priceCents: 10_000,
    cashAdvance: false,
    variants:
      key === 'directCremation'
        ? [option('Container provided by the purchaser', 200_000, true), option('Fiberboard container', 210_000)]
        : key === 'immediateBurial'
          ? [option('Casket provided by the purchaser', 250_000, true), option('Cloth-covered casket', 300_000)]
          : [],
  }));
}

const without = (key: RuleItemKey) => completeList().filter((item) => item.ruleItem !== key);

describe('ruleGaps', () => {
  it('finds nothing missing in a list with every item of the rule', () => {
    expect(ruleGaps(completeList(), [])).toEqual([]);
  });

  it('names each missing item with its paragraph, unless said not offered', () => {
    expect(ruleGaps(without('forwarding'), [])).toEqual([
      {
        key: 'forwarding',
        rule: '453.2(b)(4)(ii)(A)',
        words:
          'Forwarding of remains to another funeral home (453.2(b)(4)(ii)(A)) is not on the price list: add its price, or say you do not offer it.',
      },
    ]);
    expect(ruleGaps(without('forwarding'), ['forwarding'])).toEqual([]);
    expect(ruleGaps(completeList(), ['hearse']).map((gap) => gap.key)).toEqual(['hearse']);
  });

  it('takes one item for a single role, any number of caskets, and no cash advance or unpriced item', () => {
    const list = completeList();
    const twice = [...list, { ...list.find((item) => item.ruleItem === 'embalming')!, name: 'Embalming again' }];
    expect(ruleGaps(twice, []).map((gap) => gap.words)).toEqual([
      'Embalming (453.2(b)(4)(ii)(F)) is 2 items: only one item can be it.',
    ]);
    const caskets = [...list, { ...list.find((item) => item.ruleItem === 'casket')!, name: 'Oak casket' }];
    expect(ruleGaps(caskets, [])).toEqual([]);
    const cash = list.map((item) => (item.ruleItem === 'hearse' ? { ...item, cashAdvance: true } : item));
    expect(ruleGaps(cash, []).map((gap) => gap.rule)).toEqual(['453.2(b)(4)(ii)(L)']);
    const unpriced = list.map((item) => (item.ruleItem === 'limousine' ? { ...item, priceCents: null } : item));
    expect(ruleGaps(unpriced, []).map((gap) => gap.words)).toEqual([
      'limousine is Limousine (453.2(b)(4)(ii)(M)): it needs a price.',
    ]);
  });

  it('asks a direct cremation for the purchaser’s own container and an alternative container, an immediate burial alike', () => {
    const cremationWith = (variants: RuleCheckItem['variants']) =>
      completeList().map((item) => (item.ruleItem === 'directCremation' ? { ...item, variants } : item));
    expect(ruleGaps(cremationWith([option('Fiberboard container', 210_000)]), []).map((gap) => gap.rule)).toEqual([
      '453.2(b)(4)(ii)(C)(1)',
    ]);
    expect(ruleGaps(cremationWith([option('Theirs', 200_000, true)]), []).map((gap) => gap.rule)).toEqual([
      '453.2(b)(4)(ii)(C)(2); 453.4(a)(2)',
    ]);
    const burialWith = completeList().map((item) =>
      item.ruleItem === 'immediateBurial' ? { ...item, variants: [option('Cloth-covered casket', 300_000)] } : item,
    );
    expect(ruleGaps(burialWith, []).map((gap) => gap.words)).toEqual([
      'immediateBurial (453.2(b)(4)(ii)(D)(1)) needs one option priced for when the purchaser provides the casket.',
    ]);
  });

  it('refuses an item both on the list and said not offered', () => {
    expect(ruleGaps(completeList(), ['embalming']).map((gap) => gap.words)).toEqual([
      'Embalming is on the list, and also said not to be offered (453.2(b)(4)(ii)(F)): choose one.',
    ]);
  });
});

describe('generalPriceListLayout', () => {
  const category = { id: 1, name: 'Services' };
  const item = (id: number, ruleItem: RuleItemKey | null, name: string, priceCents: number | null): LayoutItem => ({
    id,
    name,
    description: '',
    category,
    priceCents,
    cashAdvance: priceCents === null,
    ruleItem,
  });
  const variant = (
    id: number,
    itemId: number,
    name: string,
    priceCents: number,
    purchaserProvides = false,
  ): LayoutVariant => ({
    id,
    itemId,
    name,
    description: '',
    priceCents,
    purchaserProvides,
  });

  it('puts the rule’s items first in the FTC sample’s order, each disclosure with its prices, then the others', () => {
    const layout = generalPriceListLayout(
      [
        item(1, null, 'Register book', 6_500),
        item(2, 'directCremation', 'Direct cremation', 300_000),
        item(3, 'embalming', 'Embalming', 89_500),
        item(4, 'basicServices', 'Basic services', 245_000),
        item(5, null, 'Cemetery fee', null),
      ],
      [
        variant(10, 2, 'Container provided by the purchaser', 300_000, true),
        variant(11, 2, 'Unfinished wood box', 335_000),
        variant(12, 2, 'Fiberboard container', 310_000),
      ],
      ['hearse'],
    );
    expect(layout.sections.map((section) => section.key)).toEqual([
      'rule-basicServices',
      'rule-embalming',
      'rule-hearse',
      'rule-directCremation',
      'category-1',
    ]);
    const cremation = layout.sections[3]!;
    expect(cremation.range).toBe('$3,000.00 to $3,350.00');
    expect(cremation.sentences).toEqual([
      alternativeContainerDisclosure(['unfinished wood box', 'fiberboard container']),
    ]);
    expect(cremation.sentences[0]?.text).toMatch(
      /The containers we provide are unfinished wood box and fiberboard container\.$/,
    );
    expect(layout.sections[2]).toMatchObject({ heading: 'Hearse', lines: [], notes: [NOT_OFFERED_TEXT] });
    expect(layout.sections[4]?.lines.map((line) => [line.name, line.price])).toEqual([
      ['Register book', '$65.00'],
      ['Cemetery fee', 'Cash advance: estimate when known'],
    ]);
  });
});
