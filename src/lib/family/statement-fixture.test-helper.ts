import type { CaseStatement } from '#contract/family-statement.ts';

/** A statement with two categories of goods, a priced cash advance, an estimate and an unknown one. */
export const sampleStatement: CaseStatement = {
  templateRevisionId: 1,
  displayType: 'ITEMIZED',
  groups: [
    {
      category: { id: 1, name: 'Caskets' },
      lines: [
        { name: 'Hardwood casket', variantName: 'Cherry', quantity: 1, unitPriceCents: 345000, totalCents: 345000 },
      ],
      subtotalCents: 345000,
    },
    {
      category: { id: 2, name: 'Services of staff' },
      lines: [
        {
          name: 'Basic services of funeral director and staff',
          variantName: null,
          quantity: 1,
          unitPriceCents: 195000,
          totalCents: 195000,
        },
      ],
      subtotalCents: 195000,
    },
    { category: { id: 3, name: 'Empty' }, lines: [], subtotalCents: 0 },
  ],
  cashAdvances: [
    {
      name: 'Certified death certificates',
      variantName: null,
      quantity: 4,
      unitPriceCents: 2500,
      totalCents: 10000,
      estimate: false,
    },
    {
      name: 'Cemetery opening and closing',
      variantName: null,
      quantity: 1,
      unitPriceCents: 120000,
      totalCents: 120000,
      estimate: true,
    },
    {
      name: 'Clergy honorarium',
      variantName: null,
      quantity: 1,
      unitPriceCents: null,
      totalCents: null,
      estimate: true,
    },
  ],
  subtotalCents: 540000,
  taxCents: 27600,
  cashAdvanceCents: 130000,
  totalCents: 697600,
  paidCents: 100000,
  balanceCents: 597600,
  hasEstimates: true,
  signature: null,
  reasons: { requiredPurchases: 'None', embalming: null },
};
