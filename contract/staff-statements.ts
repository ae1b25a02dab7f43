import { z } from 'zod';
import { INTEGER_COLUMN_MAX } from './integer-column.ts';
import { purchaserDetails } from './family-arrangements.ts';
import { caseStatement, contractPurchaser, STATEMENT_REASON_MAX, statementSignature } from './family-statement.ts';
import { rowId } from './ids.ts';
import { CHANGE_REASON_MAX } from './statement-changes.ts';
import { multilineText, text } from './text.ts';

/*
 * A signed statement's changes (decision 0080): staff revise it (the purchaser's
 * details and the statement's note; items and prices stay, so the signature stays) or void it with a
 * reason, after which the case's next statement (the next issue) waits for the family's signature.
 * The rule is contract/statement-changes.ts statementStep. Both calls name the issue the staff member
 * is looking at, so a change meant for one statement never lands on the next.
 */

export const STATEMENT_NOTE_MAX = 1000;

const reason = multilineText().trim().min(1).max(CHANGE_REASON_MAX);
const issue = z.number().int().min(1).max(INTEGER_COLUMN_MAX);

/** A printed line as a revision names it (what money and goods depend on). */
export const pricedLine = z.object({
  name: text().max(200),
  variantName: text().max(200).nullable(),
  quantity: z.number().int().min(1).max(INTEGER_COLUMN_MAX),
  unitPriceCents: z.number().int().min(0).max(INTEGER_COLUMN_MAX).nullable(),
});

/**
 * POST /api/staff/cases/{id}/statement/revisions: the purchaser and the note as they should read from
 * now on. `lines`, when given, are the statement's lines as they should print: they must be the signed
 * ones (a change of item, quantity or price is a new statement: void and reissue), so a caller that
 * sends lines proves it saw the statement it revises.
 */
export const reviseStatementBody = z.object({
  issue,
  reason,
  purchaser: purchaserDetails,
  note: multilineText().trim().max(STATEMENT_NOTE_MAX).default(''),
  lines: z.array(pricedLine).max(1000).optional(),
});
export type ReviseStatementBody = z.input<typeof reviseStatementBody>;

/** POST /api/staff/cases/{id}/statement/void: the statement is void; the next issue waits for a signature. */
export const voidStatementBody = z.object({ issue, reason });
export type VoidStatementBody = z.input<typeof voidStatementBody>;

export const statementChangeKind = z.enum(['revised', 'voided']);

/** One change of the history: who, when, why, and what it changed in words. */
export const statementChange = z.object({
  id: rowId(),
  kind: statementChangeKind,
  issue: z.number().int(),
  reason: z.string(),
  /** Who made it (null when that account is gone). */
  changedBy: z.string().nullable(),
  /** ISO instant. */
  changedAt: z.string(),
  /** "Purchaser’s city: Fresno → Clovis", one line a field changed (a void: none). */
  changes: z.array(z.string()),
});
export type StatementChange = z.infer<typeof statementChange>;

/** A void statement, readable as it was signed. */
export const voidStatement = z.object({
  issue: z.number().int(),
  statement: caseStatement,
  signature: statementSignature.nullable(),
  statementSha256: z.string(),
  purchaserName: z.string(),
  note: z.string(),
  voidedBy: z.string().nullable(),
  /** ISO instant. */
  voidedAt: z.string(),
  reason: z.string(),
});
export type VoidStatement = z.infer<typeof voidStatement>;

/**
 * The statement's changes as the console's case page and the family's statement page read them: the
 * current issue, its purchaser and note, every revision and void (newest first) and the void statements.
 */
export const statementHistory = z.object({
  issue: z.number().int(),
  signed: z.boolean(),
  purchaser: contractPurchaser.nullable(),
  note: z.string(),
  changes: z.array(statementChange),
  voided: z.array(voidStatement),
});
export type StatementHistory = z.infer<typeof statementHistory>;

/*
 * The statement's reasons (decision 0109; contract/family-statement.ts statementReasonsOf): staff
 * write both until the contract is signed; the signed statement keeps them as signed.
 */

/** PUT /api/staff/cases/{id}/statement/reasons: both reasons, replaced whole ('' for none). */
export const statementReasonsBody = z.object({
  /** 16 CFR 453.3(d)(2): the legal, cemetery or crematory requirement that compels a purchase. */
  requiredPurchases: multilineText().trim().max(STATEMENT_REASON_MAX),
  /** 453.5(b): why embalming was charged (shown only when the statement has an embalming line). */
  embalming: multilineText().trim().max(STATEMENT_REASON_MAX),
});
export type StatementReasonsBody = z.input<typeof statementReasonsBody>;

/** The reasons as staff wrote them, and what the statement does with them now. */
export const staffStatementReasons = z.object({
  requiredPurchases: z.string(),
  embalming: z.string(),
  /** The statement (the live one, or the signed one once signed) has an embalming line. */
  embalmingCharged: z.boolean(),
  /** Signed: the reasons were signed with the statement and can no longer be changed (until a void). */
  signed: z.boolean(),
});
export type StaffStatementReasons = z.infer<typeof staffStatementReasons>;

export const statementReasonMessages = {
  /** 409 once the contract is signed. */
  signed:
    'The family signed this statement with these reasons, so they can no longer be changed. To change them, ' +
    'void the statement and reissue it.',
  saved: 'The statement’s reasons are saved. The family sees them on the statement.',
} as const;
