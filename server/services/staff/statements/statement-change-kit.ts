import { eq } from 'drizzle-orm';
import { statementChangeMessages, type StatementState } from '#contract/statement-changes.ts';
import type { StatementHistory } from '#contract/staff-statements.ts';
import { contracts } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { ContractRow } from '#server/services/family/load-arrangement.ts';
import { mailSenderOf, type MailSender } from '#server/services/mail-sender.ts';
import type { StaffOnCase } from '../cases/case-family.ts';
import { caseHead, type StaffCaseHead } from '../cases/case-scope.ts';
import type { MailingDeps } from '#server/services/mailing-deps.ts';

/* What revising and voiding a statement share: deps, outcomes, and reading the statement they change. */

export type StatementChangeDeps = MailingDeps;

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
export interface LockedStatement {
  row: ContractRow & { statementJson: NonNullable<ContractRow['statementJson']> };
  state: StatementState;
}

export async function lockedStatement(
  tx: TenantScope,
  caseId: number,
  issue: number,
): Promise<LockedStatement | StatementChangeOutcome> {
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

/** What a change reads before its transaction: the case (for the mails), their sender, and the moment. */
export interface StatementChangeFacts {
  head: StaffCaseHead;
  sender: MailSender;
  now: Date;
}

/**
 * A change of the signed statement `issue`: the case's head and the mails' sender read first, then in
 * one transaction the statement locked and `change` run on it; the mails it wrote go out once it is done.
 */
export async function changeStatement(
  deps: StatementChangeDeps,
  on: StaffOnCase,
  issue: number,
  change: (tx: TenantScope, locked: LockedStatement, facts: StatementChangeFacts) => Promise<StatementChangeOutcome>,
): Promise<StatementChangeOutcome> {
  const head = await caseHead(on.scope, on.caseId);
  if (!head) return { kind: 'not-found' };
  const facts = { head, sender: await mailSenderOf(on.scope), now: deps.clock.now() };
  const outcome = await on.scope.transaction(async (tx): Promise<StatementChangeOutcome> => {
    const locked = await lockedStatement(tx, on.caseId, issue);
    return 'kind' in locked ? locked : change(tx, locked, facts);
  });
  if (outcome.kind === 'done') deps.mail.kick();
  return outcome;
}
