import { emptyCaseDetails } from '#contract/family-case-details.ts';
import type { StaffCase } from '#contract/staff-cases.ts';

/** A case page's answer for the console-cases component tests: one member, one expired invitation. */
export const theCase: StaffCase = {
  id: 7,
  reference: '000007',
  status: 'AT_NEED',
  decedentName: 'Edwin Ashdown',
  nameSlug: 'edwin-ashdown',
  locationId: 1,
  locationName: 'Evergreen Chapel',
  openedAt: '2026-03-01T12:00:00.000Z',
  director: null,
  details: { details: emptyCaseDetails, source: 'planning', updatedAt: null },
  members: [{ userId: 11, name: 'Rose Ashdown', email: 'rose@family.example' }],
  invitations: [
    {
      id: 21,
      name: 'Hugh Ashdown',
      email: 'hugh@family.example',
      sentAt: '2026-03-01T12:00:00.000Z',
      expiresAt: '2026-03-08T12:00:00.000Z',
      expired: true,
    },
  ],
  tasks: { done: 0, total: 0, items: [] },
  arrangement: {
    packageName: null,
    signedAt: null,
    signerName: null,
    totalCents: 0,
    paidCents: 0,
    balanceCents: 0,
    hasEstimates: false,
    reasons: { requiredPurchases: '', embalming: '', embalmingCharged: false, signed: false },
  },
  proofs: { stationery: [], video: null },
  obituary: null,
  payments: [],
  statement: { issue: 1, signed: false, purchaser: null, note: '', changes: [], voided: [] },
};
