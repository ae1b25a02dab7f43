import { z } from 'zod';
import { itemCategoryRef, purchaserDetails } from './family-arrangements.ts';
import { statementChargesSentence } from './funeral-rule.ts';
import { EMBALMING_HEADING, REQUIRED_PURCHASES_HEADING, STATEMENT_TITLE } from './statement-text.ts';
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

export { EMBALMING_HEADING, REQUIRED_PURCHASES_HEADING, STATEMENT_TITLE };
/**
 * The statement template's stored `disclosure`: the rule's 453.4(b)(2)(ii) sentence, read from
 * contract/funeral-rule.ts. The statement itself prints `statementChargesSentence.text` (decision 0109).
 */
export const STATEMENT_DISCLOSURE = statementChargesSentence.text;

/*
 * The reasons written below the rule's sentences (decision 0109): staff write them on the
 * case's page until the contract is signed; signing freezes them with the statement.
 * - required purchases (16 CFR 453.3(d)(2)): the legal, cemetery or crematory requirement that compels a
 *   purchase, as written, or "None";
 * - embalming (453.5(b)): why embalming was charged, only when the statement has an embalming line (an
 *   item whose rule item is `embalming`); staff's words, or the default ones (the family chose it in
 *   these arrangements: their approval, 453.5(a)(2)).
 */
export const STATEMENT_REASON_MAX = 1000;
export const NO_REQUIRED_PURCHASES = 'None';
export const DEFAULT_EMBALMING_REASON = 'Embalming is on this statement because it was selected in these arrangements.';

/** What the statement says below the rule's sentences. */
export const statementReasons = z.object({
  /** As staff wrote it, or NO_REQUIRED_PURCHASES. */
  requiredPurchases: z.string(),
  /** Staff's words or DEFAULT_EMBALMING_REASON; null when the statement has no embalming line. */
  embalming: z.string().nullable(),
});
export type StatementReasons = z.infer<typeof statementReasons>;

/** The reasons as staff wrote them ('' for none). */
export interface WrittenReasons {
  requiredPurchases: string;
  embalming: string;
}

export const noWrittenReasons: WrittenReasons = { requiredPurchases: '', embalming: '' };

/** What the statement says, from what staff wrote and whether an embalming line is on it. */
export function statementReasonsOf(written: WrittenReasons, embalmingCharged: boolean): StatementReasons {
  const requiredPurchases = written.requiredPurchases.trim();
  const embalming = written.embalming.trim();
  return {
    requiredPurchases: requiredPurchases || NO_REQUIRED_PURCHASES,
    embalming: embalmingCharged ? embalming || DEFAULT_EMBALMING_REASON : null,
  };
}

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
  /**
   * The reasons below the rule's sentences, as signed once signed (decision 0109); null only on a
   * statement signed before statements carried them.
   */
  reasons: statementReasons.nullable().default(null),
});
export type CaseStatement = z.infer<typeof caseStatement>;

/** The purchaser as stored (the same fields POST .../contract/details takes). */
export const contractPurchaser = purchaserDetails;
export type ContractPurchaser = z.output<typeof purchaserDetails>;

/**
 * The purchaser form's start while no purchaser is saved: the contact of the planning
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
