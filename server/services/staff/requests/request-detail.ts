import { and, asc, eq } from 'drizzle-orm';
import { answerFor, answerText, withPossessive } from '#contract/planning-text.ts';
import { isFieldVisible } from '#contract/planning-validation.ts';
import type { RequestDetail } from '#contract/staff-requests.ts';
import { judgeRequestEvent } from '#machines/planning-request/planning-request.machine.ts';
import { locations, planningRequestEvents, planningSubmissions, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { loadAddressBook } from '#server/services/planning/address-book.ts';
import { formsById, peopleOf } from './request-facts.ts';
import { requestColumns, requestHeadOf, requestLocation } from './request-row.ts';

/*
 * GET /api/staff/requests/{id}: everything the family wrote, in the wizard's section order under
 * the section names they saw (the form version they answered), the contact, the request's history
 * and what can be done with it now (asked of the rule, so the page offers only what the server
 * will take).
 */

/** The request's row, or null when this company has none of that id. */
export async function requestRow(scope: TenantScope, id: number) {
  const [row] = await scope
    .select({ ...requestColumns, closedReason: planningSubmissions.closedReason })
    .from(planningSubmissions, eq(planningSubmissions.id, id))
    .innerJoin(locations, requestLocation(scope))
    .limit(1);
  return row ?? null;
}

export async function requestDetail(scope: TenantScope, id: number): Promise<RequestDetail | null> {
  const row = await requestRow(scope, id);
  if (!row) return null;
  const [forms, addressBook, history] = await Promise.all([
    formsById(scope, [row.formId]),
    loadAddressBook(scope),
    scope
      .select({
        status: planningRequestEvents.status,
        at: planningRequestEvents.at,
        by: users.name,
        reason: planningRequestEvents.reason,
      })
      .from(planningRequestEvents, eq(planningRequestEvents.submissionId, id))
      .leftJoin(users, and(eq(users.id, planningRequestEvents.byUserId), scope.owns(users)))
      .orderBy(asc(planningRequestEvents.at), asc(planningRequestEvents.id)),
  ]);
  const form = forms.get(row.formId)!;
  const answers = row.fields as Record<string, never>;
  const scopeOfAnswers = { caseStatus: row.caseStatus, answers };
  const subject = { self: false, firstName: answerFor(form, answers, 'decedentFirstName') };
  const state = { status: row.status, reason: row.closedReason };
  return {
    ...requestHeadOf(row),
    ...peopleOf(form, row.fields),
    sections: form.sections.map((section) => ({
      name: section.name,
      answers: section.fields
        .filter((field) => isFieldVisible(field, scopeOfAnswers))
        .map((field) => ({
          label: withPossessive(field.label, subject),
          answer: answerText(field, row.fields[field.id], addressBook) ?? '',
        })),
    })),
    history: [
      { status: 'new' as const, at: row.submittedAt.toISOString(), by: '', reason: null },
      ...history.map((entry) => ({ ...entry, at: entry.at.toISOString(), by: entry.by ?? '' })),
    ],
    caseId: row.status === 'case-opened' ? row.caseId : null,
    can: {
      contact: judgeRequestEvent(state, { type: 'contact.record' }) !== null,
      openCase: judgeRequestEvent(state, { type: 'case.open' }) !== null,
      close: judgeRequestEvent(state, { type: 'close', reason: 'a reason' }) !== null,
      reopen: judgeRequestEvent(state, { type: 'reopen' }) !== null,
    },
  };
}
