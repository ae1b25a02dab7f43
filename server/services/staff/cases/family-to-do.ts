import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { accountOf, type PaidAmount } from '#contract/arrangement-rules.ts';
import { MY_CASE_TASKS_NAMED, type FamilyToDo } from '#contract/staff-cases.ts';
import { arrangements, cases, contracts } from '#server/db/schema.ts';
import { nested, type CaseTable, type TenantScope } from '#server/db/tenant-scope.ts';
import { paidAmountsSource } from '#server/services/family/load-arrangement.ts';
import { caseTaskStatesSource, everyTaskOf, type TaskState } from '#server/services/family/tasks/case-tasks.ts';

/*
 * What a family still has to do on a case (issue 43), for the console's "My cases": its open tasks,
 * where its statement stands, and a signed statement's balance. One JSON column of a select from
 * `cases`, held to each row's case, so a page of cases is still one query (decision 0069). Each figure
 * is read the way the case page and the portal read it: the tasks through the tasks' own source and
 * `everyTaskOf`, the package chosen as `progressOf` says it, and the balance as `caseStatementOf` makes
 * a signed one's: `accountOf` over the frozen statement's total and the paid payments' source.
 */

interface FamilyToDoRow {
  tasks: TaskState[];
  /** A package is chosen (family/arrangement-view.ts progressOf: the arrangement's package is set). */
  packageChosen: boolean;
  /** The signed statement's total, frozen at signing (contracts.statement_json); null while unsigned. */
  signedTotalCents: number | null;
  payments: PaidAmount[];
}

/** The family's to-do of each case of a select from `cases`, as one JSON value. */
export function familyToDoSource(scope: TenantScope): SQL<FamilyToDoRow> {
  const ofCase = (table: CaseTable) => and(eq(table.caseId, cases.id), scope.owns(table));
  return nested(sql`json_build_object(
    'tasks', ${caseTaskStatesSource(scope, cases.id)},
    'packageChosen', exists (select 1 from ${arrangements}
      where ${and(ofCase(arrangements), isNotNull(arrangements.packageId))}),
    'signedTotalCents', (select (${contracts.statementJson} ->> 'totalCents')::int from ${contracts}
      where ${and(ofCase(contracts), isNotNull(contracts.signedAt))} limit 1),
    'payments', ${paidAmountsSource(scope, cases.id)}
  )`).mapWith((value: FamilyToDoRow) => value);
}

/** The contract's to-do from the source's JSON: titles of the first open tasks, the statement's state, the balance. */
export function familyToDoOf(row: FamilyToDoRow): FamilyToDo {
  const open = everyTaskOf(row.tasks).filter((task) => task.status !== 'done');
  const signedTotal = row.signedTotalCents;
  return {
    openTasks: { count: open.length, titles: open.slice(0, MY_CASE_TASKS_NAMED).map((task) => task.title) },
    statement: signedTotal !== null ? 'signed' : row.packageChosen ? 'unsigned' : 'not-started',
    // Only a signed statement is paid (family/payments.ts refuses an unsigned one).
    balanceCents: signedTotal === null ? null : accountOf(signedTotal, row.payments).balanceCents,
  };
}
