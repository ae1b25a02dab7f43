import { z } from 'zod';
import { itemCategoryRef, purchaserDetails } from './family-arrangements.ts';
import { text } from './text.ts';

/*
 * The Statement of Funeral Goods and Services Selected (spec §3 "Case statement", §9 ITEMIZED), its
 * template, and the contract the purchaser signs (GET .../contract, POST .../contract/details,
 * POST .../contract/submit). Money is integer cents (USD), computed by the server from the price list
 * until the contract is signed; from then on the statement is the one frozen at signing.
 *
 * Totals: subtotalCents is the goods and services (cash advances excluded), taxCents the template's
 * rate on the taxable ones, cashAdvanceCents the cash advances whose price is known, and
 * totalCents = subtotal + tax + known cash advances. A cash advance whose price is not known yet is
 * listed with `estimate: true` and no price; it is added when the funeral home knows it.
 */

export const STATEMENT_TITLE = 'Statement of Funeral Goods and Services Selected';
/** Issue 12, word for word: shown under the statement. */
export const STATEMENT_DISCLOSURE =
  'Charges are only for those items that you selected or that are required. If we are required by law or by a cemetery or crematory to use any items, we will explain the reasons in writing below.';

/** GET /api/family/arrangements/statement/template/{revisionId}. */
export const statementTemplate = z.object({
  revisionId: z.number().int(),
  title: z.string(),
  disclosure: z.string(),
  /** Sales tax on taxable goods, in basis points (825 = 8.25 %). */
  taxRateBasisPoints: z.number().int().min(0),
});
export type StatementTemplate = z.infer<typeof statementTemplate>;

const cents = z.number().int().min(0);

export const statementLine = z.object({
  name: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int().min(1),
  unitPriceCents: cents,
  totalCents: cents,
});
export type StatementLine = z.infer<typeof statementLine>;

/** The selected items of one price-list category, in the list's order (position descending, then name). */
export const statementGroup = z.object({
  category: itemCategoryRef,
  lines: z.array(statementLine),
  subtotalCents: cents,
});
export type StatementGroup = z.infer<typeof statementGroup>;

/** A cash advance, listed apart; `estimate` when its price is not known yet (prices then null). */
export const cashAdvanceLine = z.object({
  name: z.string(),
  variantName: z.string().nullable(),
  quantity: z.number().int().min(1),
  unitPriceCents: cents.nullable(),
  totalCents: cents.nullable(),
  estimate: z.boolean(),
});
export type CashAdvanceLine = z.infer<typeof cashAdvanceLine>;

export const statementSignature = z.object({
  signerName: z.string(),
  /** ISO instant. */
  signedAt: z.string(),
});
export type StatementSignature = z.infer<typeof statementSignature>;

/** GET /api/family/cases/{caseId}/statement: live before signing, the frozen copy after. */
export const caseStatement = z.object({
  templateRevisionId: z.number().int(),
  displayType: z.literal('ITEMIZED'),
  groups: z.array(statementGroup),
  cashAdvances: z.array(cashAdvanceLine),
  subtotalCents: cents,
  taxCents: cents,
  cashAdvanceCents: cents,
  totalCents: cents,
  /** Paid so far (approved payments only). */
  paidCents: cents,
  /** totalCents − paidCents. */
  balanceCents: z.number().int(),
  /** Some cash advance is still an estimate: the total will grow by its price. */
  hasEstimates: z.boolean(),
  signature: statementSignature.nullable(),
});
export type CaseStatement = z.infer<typeof caseStatement>;

/** The purchaser as stored (the same fields POST .../contract/details takes). */
export const contractPurchaser = purchaserDetails;
export type ContractPurchaser = z.output<typeof purchaserDetails>;

/**
 * The purchaser form's start while no purchaser is saved (issue 39): the contact of the planning
 * request the case was opened from, as far as it was answered. Never stored: the family checks it and
 * saves, and only then is there a purchaser. Plain text (the form applies the purchaser's rules).
 */
export const purchaserSuggestion = z
  .object({
    fullName: z.string(),
    relationship: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    city: z.string(),
    region: z.string(),
    postalCode: z.string(),
    phone: z.string(),
    email: z.string(),
  })
  .partial();
export type PurchaserSuggestion = z.infer<typeof purchaserSuggestion>;

/** GET .../{caseId}/contract, and the answer of .../contract/details and .../contract/submit. */
export const familyContract = z.object({
  caseId: z.number().int(),
  purchaser: contractPurchaser.nullable(),
  /** Null once a purchaser is saved, and for a case opened without a planning request. */
  purchaserFromRequest: purchaserSuggestion.nullable().default(null),
  signature: statementSignature.nullable(),
  /** Hex SHA-256 of the statement JSON as signed (null before signing). */
  statementSha256: z.string().nullable(),
});
export type FamilyContract = z.infer<typeof familyContract>;

/** POST .../{caseId}/contract/submit: the purchaser types their full name and ticks consent. */
export const contractSubmitBody = z.object({
  signatureName: text().trim().min(1).max(200),
  consent: z.literal(true),
});
export type ContractSubmitBody = z.infer<typeof contractSubmitBody>;

/** The words of the refusals the contract calls give (422 unless said otherwise). */
export const contractMessages = {
  /** 409 on every arrangement write once the contract is signed. */
  signed: 'This arrangement was signed and can no longer be changed.',
  signatureMismatch: "Please type the purchaser's full name exactly as entered in the details.",
  noPurchaser: "Please enter the purchaser's details before signing.",
  incomplete: 'Please complete every selection before signing.',
  keyReused: 'This key was already used for a different request',
} as const;
