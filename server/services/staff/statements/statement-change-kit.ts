import { eq } from 'drizzle-orm';
import { statementChangeMessages, type StatementState } from '#contract/statement-changes.ts';
import type { StatementHistory } from '#contract/staff-statements.ts';
import type { Clock } from '#server/clock.ts';
import { contracts } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MailDelivery } from '#server/mail/outbox.ts';
import type { ContractRow } from '#server/services/family/load-arrangement.ts';

/* What revising and voiding a statement share: deps, outcomes, and reading the statement they change. */

export interface StatementChangeDeps {
  clock: Clock;
  mail: MailDelivery;
}

export type StatementChangeOutcome =
  | { kind: 'done'; history: StatementHistory }
  | { kind: 'not-found' }
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; path: string; message: string };

export const conflict = (message: string): StatementChangeOutcome => ({ kind: 'conflict', message });

/**
 * The case's contract, locked for the rest of the transaction (the family's payments lock the same row),
 * as the rule's state, or the 409 when the issue named is not the current signed statement: a lower one
 * was voided, a higher one does not exist yet, an unsigned one has nothing to change.
 */
export async function lockedStatement(
  tx: TenantScope,
  caseId: number,
  issue: number,
): Promise<
  | { row: ContractRow & { statementJson: NonNullable<ContractRow['statementJson']> }; state: StatementState }
  | StatementChangeOutcome
> {
  const [row] = await tx.selectAll(contracts, eq(contracts.caseId, caseId)).for('update');
  if (row && issue < row.issue) return conflict(statementChangeMessages.alreadyVoid);
  if (!row || issue > row.issue || !row.signedAt || !row.statementJson)
    return conflict(statementChangeMessages.notSigned);
  // Revisions are counted for the history, not for the rule: it reads only status and issue.
  return {
    row: { ...row, statementJson: row.statementJson },
    state: { status: 'signed', issue: row.issue, revisions: 0 },
  };
}
