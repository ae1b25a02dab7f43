import { eq } from 'drizzle-orm';
import { pricedLinesOf, statementChangeMessages } from '#contract/statement-changes.ts';
import { judgeStatementEvent } from '#machines/statement-changes/statement-changes.machine.ts';
import type { ReviseStatementBody } from '#contract/staff-statements.ts';
import { contracts, statementChanges } from '#server/db/schema.ts';
import { enqueueMails } from '#server/mail/outbox.ts';
import { purchaserOf } from '#server/services/family/contract.ts';
import type { StaffOnCase } from '../cases/case-family.ts';
import { revisionMails } from './statement-change-mails.ts';
import { changeStatement, type StatementChangeDeps, type StatementChangeOutcome } from './statement-change-kit.ts';
import { revisionLines, statementHistoryNow, type RevisedFields } from '#server/services/family/statement-history.ts';

/*
 * POST /api/staff/cases/{id}/statement/revisions (decision 0080): a correction of the
 * signed statement that keeps its signature. What a revision may change is what the signature does not
 * cover: the purchaser's details (a misspelt name, a new address or phone) and the statement's note.
 * The statement as signed (its lines, prices, totals and SHA-256) is never touched; lines sent with the
 * revision must be the signed ones (the statement's chart, decision 0110), else 422: that is a void and a reissue.
 * Who, when, why and what (before and after) go to statement_changes; the purchaser is mailed.
 */

type Body = Omit<ReviseStatementBody, 'note'> & { note: string };

export async function reviseStatement(
  deps: StatementChangeDeps,
  on: StaffOnCase,
  body: Body,
): Promise<StatementChangeOutcome> {
  return changeStatement(deps, on, body.issue, async (tx, { row, state }, { head, sender, now }) => {
    const signed = pricedLinesOf(row.statementJson);
    const event = { type: 'revise', reason: body.reason, signed, proposed: body.lines ?? signed } as const;
    if (!judgeStatementEvent(state, event))
      return { kind: 'invalid', path: 'lines', message: statementChangeMessages.itemOrPriceChanged };

    const { addressLine2, ...purchaser } = body.purchaser;
    const before: RevisedFields = { purchaser: purchaserOf(row), note: row.note };
    const after: RevisedFields = {
      purchaser: { ...purchaser, ...(addressLine2 ? { addressLine2 } : {}) },
      note: body.note,
    };
    const changes = revisionLines(before, after);
    if (changes.length === 0) return { kind: 'invalid', path: '', message: statementChangeMessages.nothingChanged };

    const [updated] = await tx
      .update(
        contracts,
        {
          purchaserFullName: purchaser.fullName,
          purchaserRelationship: purchaser.relationship,
          purchaserAddressLine1: purchaser.addressLine1,
          purchaserAddressLine2: addressLine2 || null,
          purchaserCity: purchaser.city,
          purchaserRegion: purchaser.region,
          purchaserPostalCode: purchaser.postalCode,
          purchaserPhone: purchaser.phone,
          purchaserEmail: purchaser.email,
          note: body.note,
          updatedAt: now,
        },
        eq(contracts.id, row.id),
      )
      .returning();
    await tx.insert(statementChanges, {
      caseId: on.caseId,
      issue: row.issue,
      kind: 'revised',
      reason: body.reason,
      changedByUserId: on.staffUserId,
      before: { ...before },
      after: { ...after },
      createdAt: now,
    });
    // The old address too when the address is what changed: whoever signed hears of it.
    const to = [...new Set([after.purchaser.email, before.purchaser.email])];
    await enqueueMails(
      tx,
      revisionMails({
        ...sender,
        case: head,
        to,
        purchaserName: after.purchaser.fullName,
        signedAt: row.signedAt!.toISOString(),
        changes,
        reason: body.reason,
      }),
    );
    return { kind: 'done', history: await statementHistoryNow(tx, on.caseId, updated!) };
  });
}
