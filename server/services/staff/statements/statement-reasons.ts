import { eq } from 'drizzle-orm';
import type { CaseStatement } from '#contract/family-statement.ts';
import type { StaffStatementReasons, StatementReasonsBody } from '#contract/staff-statements.ts';
import { arrangements, contracts } from '#server/db/schema.ts';
import { loadArrangement, type LoadedArrangement } from '#server/services/family/load-arrangement.ts';
import { currentStatementTemplate } from '#server/services/family/price-list.ts';
import { caseStatementOf } from '#server/services/family/statement.ts';
import type { StaffOnCase } from '../cases/case-family.ts';
import { openCaseScope } from '../cases/case-scope.ts';

/*
 * PUT /api/staff/cases/{id}/statement/reasons (decision 0109): the reasons staff write on the
 * statement, the required purchases' (16 CFR 453.3(d)(2)) and embalming's (453.5(b)), kept on the
 * case's arrangement row (made here with the current statement template when the family has chosen
 * nothing yet, as the family's first write makes it). They are part of what is signed: the live
 * statement prints them (family/statement.ts priceStatement), signing freezes them into the contract's
 * statement, and from then on this refuses (409) until a void reissues the statement.
 *
 * The contract row is locked while the reasons are written, so a signing that has not yet reached its
 * update waits for this write (its statement was read before, as its prices were: decision 0109 says so).
 */

type Body = Required<StatementReasonsBody>;

export type ReasonsOutcome =
  { kind: 'done'; reasons: StaffStatementReasons } | { kind: 'not-found' } | { kind: 'signed' };

/** The reasons as the console shows them: as written, whether embalming is on the statement, signed or not. */
export function staffReasonsOf(loaded: LoadedArrangement, statement: CaseStatement): StaffStatementReasons {
  return {
    requiredPurchases: loaded.reasons.requiredPurchases,
    embalming: loaded.reasons.embalming,
    embalmingCharged: (statement.reasons?.embalming ?? null) !== null,
    signed: Boolean(loaded.contract?.signedAt),
  };
}

export async function writeStatementReasons(on: StaffOnCase, body: Body, now: Date): Promise<ReasonsOutcome> {
  const scope = await openCaseScope(on.scope, on.staffUserId, on.caseId);
  if (!scope) return { kind: 'not-found' };
  const values = { requiredPurchasesReason: body.requiredPurchases, embalmingReason: body.embalming, updatedAt: now };
  const signed = await scope.transaction(async (tx) => {
    const [contract] = await tx
      .select({ signedAt: contracts.signedAt })
      .from(contracts, eq(contracts.caseId, on.caseId))
      .for('update');
    if (contract?.signedAt) return true;
    const template = await currentStatementTemplate(tx);
    if (!template) throw new Error(`Company ${tx.companyId} has no statement template`);
    await tx
      .insert(arrangements, { caseId: on.caseId, templateId: template.revisionId, ...values })
      .onConflictDoUpdate({ target: arrangements.caseId, set: values });
    return false;
  });
  if (signed) return { kind: 'signed' };
  const loaded = await loadArrangement(scope, on.caseId);
  if (!loaded) return { kind: 'not-found' };
  return { kind: 'done', reasons: staffReasonsOf(loaded, await caseStatementOf(scope, loaded)) };
}
