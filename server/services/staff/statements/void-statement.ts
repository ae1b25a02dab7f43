import { and, eq } from 'drizzle-orm';
import { statementChangeMessages } from '#contract/statement-changes.ts';
import { judgeStatementEvent } from '#machines/statement-changes/statement-changes.machine.ts';
import type { VoidStatementBody } from '#contract/staff-statements.ts';
import { contracts, statementChanges } from '#server/db/schema.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import { caseAccountNow } from '#server/services/family/case-account.ts';
import { purchaserOf } from '#server/services/family/contract.ts';
import type { StaffOnCase } from '../cases/case-family.ts';
import { voidMail } from './statement-change-mails.ts';
import {
  changeStatement,
  conflict,
  type StatementChangeDeps,
  type StatementChangeOutcome,
} from './statement-change-kit.ts';
import { statementHistoryNow, type VoidedRecord } from '#server/services/family/statement-history.ts';

/*
 * POST /api/staff/cases/{id}/statement/void (decision 0080): the signed statement is
 * void and the case's next one is issued at once (the statement's chart, decision 0110: void, then reissue), unsigned:
 * the arrangement is the family's to change and sign again, priced from the live price list. The void
 * statement is kept whole (as signed, with its signature and SHA-256) in statement_changes with who,
 * when and why, readable by the family. Payments stay on the case: the balance reads the newest
 * statement (the live one until it is signed). The contract row is locked and the unique index allows
 * one void an issue, so two staff voiding at once make one void; the second is told it is void already.
 */

export async function voidStatement(
  deps: StatementChangeDeps,
  on: StaffOnCase,
  body: Required<VoidStatementBody>,
): Promise<StatementChangeOutcome> {
  return changeStatement(deps, on, body.issue, async (tx, { row, state }, { head, sender, now }) => {
    const voided = judgeStatementEvent(state, { type: 'void', reason: body.reason });
    const reissued = voided && judgeStatementEvent(voided, { type: 'reissue' });
    if (!reissued) return { kind: 'invalid', path: 'reason', message: statementChangeMessages.notSigned };

    const record: VoidedRecord = {
      purchaser: purchaserOf(row),
      note: row.note,
      signature: row.statementJson.signature,
      statement: row.statementJson,
      statementSha256: row.statementSha256 ?? '',
    };
    const [kept] = await tx
      .insert(statementChanges, {
        caseId: on.caseId,
        issue: row.issue,
        kind: 'voided',
        reason: body.reason,
        changedByUserId: on.staffUserId,
        before: { ...record },
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: statementChanges.id });
    if (!kept) return conflict(statementChangeMessages.alreadyVoid);
    const [next] = await tx
      .update(
        contracts,
        {
          signerName: null,
          signedAt: null,
          signedByUserId: null,
          signedFromAddress: null,
          signedUserAgent: null,
          statementJson: null,
          statementSha256: null,
          issue: reissued.issue,
          updatedAt: now,
        },
        and(eq(contracts.id, row.id), eq(contracts.issue, row.issue)),
      )
      .returning();
    const { paidCents } = await caseAccountNow(tx, on.caseId, row.statementJson.totalCents);
    await enqueueMails(tx, [
      voidMail({
        ...sender,
        case: head,
        to: row.purchaserEmail,
        purchaserName: row.purchaserFullName,
        issue: row.issue,
        signedAt: row.signedAt!.toISOString(),
        reason: body.reason,
        paidCents,
      }),
    ]);
    return { kind: 'done', history: await statementHistoryNow(tx, on.caseId, next!) };
  });
}
