import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CaseDetails, CaseDetailsView } from '#contract/family-case-details.ts';
import { caseDetails, cases, obituaries, planningForms, planningSubmissions } from '#server/db/schema.ts';
import { nested, type CaseScope, type CaseTable, type TenantScope } from '#server/db/tenant-scope.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';
import { prefilledDetails, type PrefillFacts } from './planning-prefill.ts';

/*
 * GET and POST /api/family/cases/{caseId}/case-details (the add-details task page, decision 0046):
 * what the family saved, or before that what the case and its planning answers tell. Saving keeps the
 * whole set (plain text, shown as text) and marks the add-details task done in the same call.
 */

/** What the details are read from: the saved set, or what the prefill reads. */
export interface CaseDetailsSource extends PrefillFacts {
  /** Times arrive as JSON text. */
  saved: { details: CaseDetails; updatedAt: string } | null;
}

/**
 * The case's details source as one JSON value: the saved details and, for a case without them, what
 * the prefill reads (the case's name, its obituary's dates, its planning answers with their form).
 * A column of a select from `cases` (the case at hand), so the family's page reads it alone and the
 * console's case page beside the rest of the case in one query (services/staff/cases/case-facts.ts).
 */
export function caseDetailsSource(scope: TenantScope, caseId: number): SQL<CaseDetailsSource> {
  const ofCase = (table: CaseTable) => and(eq(table.caseId, caseId), scope.owns(table));
  return nested(sql`json_build_object(
    'saved', (select json_build_object('details', ${caseDetails.details}, 'updatedAt', ${caseDetails.updatedAt}) from ${caseDetails} where ${ofCase(caseDetails)}),
    'decedentName', ${cases.decedentName},
    'bornOn', (select ${obituaries.bornOn} from ${obituaries} where ${ofCase(obituaries)} limit 1),
    'diedOn', (select ${obituaries.diedOn} from ${obituaries} where ${ofCase(obituaries)} limit 1),
    'planning', (select json_build_object('answers', ${planningSubmissions.fields}, 'sections', ${planningForms.sections})
      from ${planningSubmissions} inner join ${planningForms} on ${and(eq(planningForms.id, planningSubmissions.formId), scope.owns(planningForms))}
      where ${ofCase(planningSubmissions)} limit 1)
  )`).mapWith((value: CaseDetailsSource) => value);
}

/** The details page's view of a case's details source. */
export function caseDetailsViewOf(source: CaseDetailsSource): CaseDetailsView {
  if (source.saved)
    return {
      details: source.saved.details,
      source: 'saved',
      updatedAt: new Date(source.saved.updatedAt).toISOString(),
    };
  return { details: prefilledDetails(source), source: 'planning', updatedAt: null };
}

export async function readCaseDetails(scope: CaseScope, caseId: number): Promise<CaseDetailsView | null> {
  if (!scope.isMemberOf(caseId)) return null;
  const [found] = await scope.select({ source: caseDetailsSource(scope, caseId) }).from(cases, eq(cases.id, caseId));
  return found ? caseDetailsViewOf(found.source) : null;
}

export async function saveCaseDetails(
  scope: CaseScope,
  caseId: number,
  details: CaseDetails,
  now: Date,
): Promise<CaseDetailsView | null> {
  if (!scope.isMemberOf(caseId)) return null;
  await scope.transaction(async (tx) => {
    await tx
      .insert(caseDetails, { caseId, details, updatedBy: tx.memberId, updatedAt: now })
      .onConflictDoUpdate({ target: caseDetails.caseId, set: { details, updatedBy: tx.memberId, updatedAt: now } });
    await completeCaseTask(tx, caseId, 'add-details', now);
  });
  return { details, source: 'saved', updatedAt: now.toISOString() };
}
