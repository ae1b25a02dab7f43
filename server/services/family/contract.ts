import { and, eq, isNull } from 'drizzle-orm';
import { finishRefusal } from '#contract/arrangement-rules.ts';
import type { PurchaserDetails } from '#contract/family-arrangements.ts';
import {
  contractMessages,
  type CaseStatement,
  type ContractPurchaser,
  type ContractSubmitBody,
  type FamilyContract,
  type PurchaserSuggestion,
} from '#contract/family-statement.ts';
import type { Clock } from '#server/clock.ts';
import { contracts, locations } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { enqueueMails, type MailDelivery } from '#server/mail/outbox.ts';
import {
  findIdempotentAnswer,
  fingerprintOf,
  runIdempotent,
  type IdempotencyClaim,
  type IdempotentOutcome,
} from '#server/services/idempotency.ts';
import { mailSenderOf } from '#server/services/mail-sender.ts';
import { toArrangement } from './arrangement-view.ts';
import { staffNotificationRecipients } from '#server/services/staff-notification-recipients.ts';
import { signedStatementMails } from './family-mails.ts';
import { loadArrangement, signedAtOf, type ContractRow } from './load-arrangement.ts';
import { purchaserFromRequest } from './purchaser-from-request.ts';
import { liveStatement, statementSha256 } from './statement.ts';

/*
 * The contract (spec §7 GET .../contract, POST .../contract/details, POST .../contract/submit;
 * Decision 0038). The purchaser is entered first; signing freezes the statement: its JSON and the
 * SHA-256 of it are stored with who signed, when, from which address and browser, and from then on
 * the case shows that statement, whatever the price list does later. Every arrangement write after
 * it answers 409.
 */

export interface ContractDeps {
  clock: Clock;
  mail: MailDelivery;
}

export const purchaserOf = (row: ContractRow): ContractPurchaser => ({
  fullName: row.purchaserFullName,
  relationship: row.purchaserRelationship,
  addressLine1: row.purchaserAddressLine1,
  ...(row.purchaserAddressLine2 ? { addressLine2: row.purchaserAddressLine2 } : {}),
  city: row.purchaserCity,
  region: row.purchaserRegion,
  postalCode: row.purchaserPostalCode,
  phone: row.purchaserPhone,
  email: row.purchaserEmail,
});

export function toFamilyContract(
  caseId: number,
  row: ContractRow | null,
  suggestion: PurchaserSuggestion | null = null,
): FamilyContract {
  return {
    caseId,
    purchaser: row ? purchaserOf(row) : null,
    purchaserFromRequest: row ? null : suggestion,
    signature:
      row?.signedAt && row.signerName ? { signerName: row.signerName, signedAt: row.signedAt.toISOString() } : null,
    statementSha256: row?.statementSha256 ?? null,
  };
}

/** GET .../contract: before a purchaser is saved, the form starts from the case's planning request. */
export async function findContract(scope: CaseScope, caseId: number): Promise<FamilyContract | null> {
  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return null;
  const suggestion = loaded.contract ? null : await purchaserFromRequest(scope, caseId);
  return toFamilyContract(caseId, loaded.contract, suggestion);
}

export type DetailsOutcome = { kind: 'done'; contract: FamilyContract } | { kind: 'not-found' } | { kind: 'signed' };

/** POST .../contract/details: the purchaser, replaced whole until the contract is signed. */
export async function saveContractDetails(
  scope: CaseScope,
  caseId: number,
  details: PurchaserDetails,
  now: Date,
): Promise<DetailsOutcome> {
  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return { kind: 'not-found' };
  if (signedAtOf(loaded)) return { kind: 'signed' };
  const values = {
    purchaserFullName: details.fullName,
    purchaserRelationship: details.relationship,
    purchaserAddressLine1: details.addressLine1,
    purchaserAddressLine2: details.addressLine2 || null,
    purchaserCity: details.city,
    purchaserRegion: details.region,
    purchaserPostalCode: details.postalCode,
    purchaserPhone: details.phone,
    purchaserEmail: details.email,
    updatedAt: now,
  };
  const [row] = await scope
    .insert(contracts, { caseId, ...values })
    .onConflictDoUpdate({ target: contracts.caseId, set: values, setWhere: isNull(contracts.signedAt) })
    .returning();
  if (!row) return { kind: 'signed' };
  return { kind: 'done', contract: toFamilyContract(caseId, row) };
}

/** Case- and space-insensitive: "  rose   WHITFIELD " signs for "Rose Whitfield". */
export const sameName = (a: string, b: string): boolean => {
  const fold = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');
  return fold(a) === fold(b);
};

export type SubmitOutcome =
  | { kind: 'signed'; contract: FamilyContract; replayed: boolean }
  | { kind: 'not-found' }
  | { kind: 'already-signed' }
  | { kind: 'invalid'; path: string; message: string }
  | { kind: 'key-reused' };

export interface SigningRequest {
  body: ContractSubmitBody;
  idempotencyKey: string;
  clientAddress: string;
  userAgent: string;
}

export const CONTRACT_SUBMIT_SCOPE = 'family.contract-submit';

type StoredSubmit = { contract: FamilyContract } | { alreadySigned: true };

function submitOutcome(outcome: IdempotentOutcome<StoredSubmit>): SubmitOutcome {
  if (outcome.kind === 'mismatch') return { kind: 'key-reused' };
  const body = outcome.answer.body;
  return 'contract' in body
    ? { kind: 'signed', contract: body.contract, replayed: outcome.replayed }
    : { kind: 'already-signed' };
}

/**
 * POST .../contract/submit: signs once. A repeat of the Idempotency-Key answers the first signing;
 * another key after signing answers 409. The purchaser's full name must be typed (case and spaces
 * do not matter), consent given (the contract's literal true), selections complete.
 */
export async function submitContract(
  deps: ContractDeps,
  scope: CaseScope,
  caseId: number,
  request: SigningRequest,
): Promise<SubmitOutcome> {
  const now = deps.clock.now();
  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return { kind: 'not-found' };
  // A key is the signing of one issue of the statement: after a void (decision 0080) the same browser
  // may sign the reissue with the same name and the same key, which must sign it, not replay the void one.
  const issue = loaded.contract?.issue ?? 1;
  const claim: IdempotencyClaim = {
    scope: CONTRACT_SUBMIT_SCOPE,
    key: issue > 1 ? `${request.idempotencyKey}#${issue}` : request.idempotencyKey,
    fingerprint: fingerprintOf({ caseId, body: request.body, member: scope.memberId }),
  };
  const earlier = await findIdempotentAnswer<StoredSubmit>(scope, claim, now);
  if (earlier) return submitOutcome(earlier);

  // Spec §4 finishing, the rule the review page's Sign button follows (contract/arrangement-rules.ts).
  const refusal = finishRefusal(toArrangement(loaded));
  if (refusal === 'signed') return { kind: 'already-signed' };
  if (refusal === 'no-purchaser') return { kind: 'invalid', path: '', message: contractMessages.noPurchaser };
  if (refusal === 'incomplete') return { kind: 'invalid', path: '', message: contractMessages.incomplete };
  // A purchaser is on file once finishing is allowed.
  const contract = loaded.contract!;
  if (!sameName(request.body.signatureName, contract.purchaserFullName)) {
    return { kind: 'invalid', path: 'signatureName', message: contractMessages.signatureMismatch };
  }

  const signature = { signerName: request.body.signatureName, signedAt: now.toISOString() };
  const statement: CaseStatement = { ...(await liveStatement(scope, loaded)), signature };
  const sha256 = statementSha256(statement);
  const [sender, [location]] = await Promise.all([
    mailSenderOf(scope),
    scope.select({ email: locations.email }).from(locations, eq(locations.id, loaded.case.locationId)),
  ]);
  const staffRecipients = await staffNotificationRecipients(scope, location?.email);

  const outcome = await runIdempotent<StoredSubmit>(scope, claim, now, async (tx) => {
    const [signed] = await tx
      .update(
        contracts,
        {
          signerName: request.body.signatureName,
          signedAt: now,
          signedByUserId: scope.memberId,
          signedFromAddress: request.clientAddress,
          signedUserAgent: request.userAgent.slice(0, 500),
          statementJson: statement,
          statementSha256: sha256,
          updatedAt: now,
        },
        and(eq(contracts.caseId, caseId), isNull(contracts.signedAt)),
      )
      .returning();
    // Signed meanwhile under another key: nothing changes.
    if (!signed) return { status: 409, body: { alreadySigned: true } };
    await enqueueMails(
      tx,
      signedStatementMails({
        ...sender,
        case: loaded.case,
        purchaser: { name: contract.purchaserFullName, email: contract.purchaserEmail },
        staffRecipients,
        statement,
        sha256,
      }),
    );
    return { status: 200, body: { contract: toFamilyContract(caseId, signed) } };
  });
  deps.mail.kick();
  return submitOutcome(outcome);
}
