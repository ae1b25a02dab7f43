import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CaseStatement, ContractPurchaser, StatementSignature } from '#contract/family-statement.ts';
import type { StatementChange, StatementHistory, VoidStatement } from '#contract/staff-statements.ts';
import { cases, statementChanges, users } from '#server/db/schema.ts';
import { jsonList } from '#server/db/json-row.ts';
import { nested, type CaseScope, type TenantScope } from '#server/db/tenant-scope.ts';
import { purchaserOf } from './contract.ts';
import { loadArrangement, type ContractRow } from './load-arrangement.ts';

/*
 * A case's statement history (decision 0080): the current issue with its purchaser
 * and note, every revision and void with who, when and why, and each void statement as it was signed.
 * One JSON column (statementChangesSource) read beside the rest of the console's case page (case-facts.ts,
 * Decision 0069) and beside the arrangement for the family's statement page.
 */

/** What a revision keeps before and after: the fields it may change. */
export interface RevisedFields {
  purchaser: ContractPurchaser;
  note: string;
}

/** What a void keeps of the statement it voids: everything the family signed, readable as it was. */
export interface VoidedRecord extends RevisedFields {
  signature: StatementSignature | null;
  statement: CaseStatement;
  statementSha256: string;
}

interface ChangeRow {
  id: number;
  kind: 'revised' | 'voided';
  issue: number;
  reason: string;
  changedBy: string | null;
  changedAt: string;
  before: RevisedFields | VoidedRecord;
  after: RevisedFields | null;
}

export function statementChangesSource(scope: TenantScope, caseId: number): SQL<ChangeRow[]> {
  const c = statementChanges;
  const changedBy = sql`(select ${users.name} from ${users} where ${and(eq(users.id, c.changedByUserId), scope.owns(users))} limit 1)`;
  const change = sql`json_build_object('id', ${c.id}, 'kind', ${c.kind}, 'issue', ${c.issue}, 'reason', ${c.reason},
    'changedBy', ${changedBy}, 'changedAt', ${c.createdAt}, 'before', ${c.before}, 'after', ${c.after})`;
  return nested(
    jsonList(
      change,
      sql`${c} where ${and(eq(c.caseId, caseId), scope.owns(c))}`,
      sql`${c.createdAt} desc, ${c.id} desc`,
    ),
  ).mapWith((value: ChangeRow[]) => value);
}

const purchaserLabels: Record<keyof ContractPurchaser, string> = {
  fullName: 'Purchaser’s name',
  relationship: 'Relationship',
  addressLine1: 'Address',
  addressLine2: 'Address line 2',
  city: 'City',
  region: 'State',
  postalCode: 'Postal code',
  phone: 'Phone',
  email: 'Email',
};

const shown = (value: string | undefined) => (value ? value : '(none)');

/** What a revision changed, one line a field: "City: Fresno → Clovis". */
export function revisionLines(before: RevisedFields, after: RevisedFields): string[] {
  const lines = (Object.keys(purchaserLabels) as (keyof ContractPurchaser)[])
    .filter((key) => (before.purchaser[key] ?? '') !== (after.purchaser[key] ?? ''))
    .map((key) => `${purchaserLabels[key]}: ${shown(before.purchaser[key])} → ${shown(after.purchaser[key])}`);
  if (before.note !== after.note) lines.push(`Note: ${shown(before.note)} → ${shown(after.note)}`);
  return lines;
}

const iso = (text: string) => new Date(text).toISOString();

export function statementHistoryOf(contract: ContractRow | null, rows: ChangeRow[]): StatementHistory {
  const changes: StatementChange[] = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    issue: row.issue,
    reason: row.reason,
    changedBy: row.changedBy,
    changedAt: iso(row.changedAt),
    changes: row.kind === 'revised' && row.after ? revisionLines(row.before, row.after) : [],
  }));
  const voided: VoidStatement[] = rows
    .filter((row) => row.kind === 'voided')
    .map((row) => {
      const record = row.before as VoidedRecord;
      return {
        issue: row.issue,
        statement: record.statement,
        signature: record.signature,
        statementSha256: record.statementSha256,
        purchaserName: record.purchaser.fullName,
        note: record.note,
        voidedBy: row.changedBy,
        voidedAt: iso(row.changedAt),
        reason: row.reason,
      };
    });
  return {
    issue: contract?.issue ?? 1,
    signed: contract?.signedAt != null,
    purchaser: contract ? purchaserOf(contract) : null,
    note: contract?.note ?? '',
    changes,
    voided,
  };
}

/** GET /api/family/cases/{caseId}/statement/history; null for a case that is not the member's. */
export async function familyStatementHistory(scope: CaseScope, caseId: number): Promise<StatementHistory | null> {
  const loaded = await loadArrangement(scope, caseId);
  if (!loaded) return null;
  const [row] = await scope
    .select({ changes: statementChangesSource(scope, caseId) })
    .from(cases, eq(cases.id, caseId));
  return statementHistoryOf(loaded.contract, row?.changes ?? []);
}

/** The history in the caller's transaction (what a revision or a void answers). */
export async function statementHistoryNow(scope: TenantScope, caseId: number, contract: ContractRow) {
  const [row] = await scope
    .select({ changes: statementChangesSource(scope, caseId) })
    .from(cases, eq(cases.id, caseId));
  return statementHistoryOf(contract, row?.changes ?? []);
}
