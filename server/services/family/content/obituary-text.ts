import { and, eq } from 'drizzle-orm';
import type { FamilyObituary } from '#contract/family-obituary.ts';
import { foldName } from '#contract/name-fold.ts';
import { cases, obituaries } from '#server/db/schema.ts';
import { readCaseDetails } from '#server/services/family/case-details/case-details.ts';
import type { CaseScope, TenantScope } from '#server/db/tenant-scope.ts';
import { factsAfter, runPublicationEvent, type PublicationOutcome } from '#server/services/obituaries/publication.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';
import { sanitizeObituaryText } from '#server/services/rich-text.ts';

/*
 * The family's obituary text (the review-obituary task): the family saves a draft, cleaned here
 * before it is stored, and approving makes the draft the public text. The public page reads only
 * `textHtml` of a published obituary, so a draft is never public. Both are events of the
 * publication rule (decision 0063, services/obituaries/publication.ts).
 * The family may start before staff do: an at-need case without an obituary reads as an
 * empty one, and the first draft saved makes it, a draft staff see in the console as if they had
 * pressed "Write the obituary" (the name and dates from the case, as staff's would be).
 */

const columns = {
  textHtml: obituaries.textHtml,
  draftTextHtml: obituaries.draftTextHtml,
  textApprovedAt: obituaries.textApprovedAt,
  publishedAt: obituaries.publishedAt,
};

type Row = { textHtml: string; draftTextHtml: string | null; textApprovedAt: Date | null; publishedAt: Date | null };

const view = (row: Row): FamilyObituary => ({
  textHtml: row.textHtml,
  draftTextHtml: row.draftTextHtml,
  textApprovedAt: row.textApprovedAt?.toISOString() ?? null,
  published: row.publishedAt !== null,
});

async function rowOf(scope: TenantScope, caseId: number): Promise<Row | null> {
  const [row] = await scope.select(columns).from(obituaries, eq(obituaries.caseId, caseId)).limit(1);
  return row ?? null;
}

/** The member's at-need case (one that has an obituary to write), or null. */
export async function atNeedCase(scope: CaseScope, caseId: number) {
  if (!scope.isMemberOf(caseId)) return null;
  const [found] = await scope
    .select({ id: cases.id, decedentName: cases.decedentName })
    .from(cases, and(eq(cases.id, caseId), eq(cases.status, 'AT_NEED')))
    .limit(1);
  return found ?? null;
}

const notStarted: FamilyObituary = { textHtml: '', draftTextHtml: null, textApprovedAt: null, published: false };

/** The case's obituary text (empty while nobody has started it); null for a case that is not the member's or a pre-plan. */
export async function findObituaryText(scope: CaseScope, caseId: number): Promise<FamilyObituary | null> {
  const row = await rowOf(scope, caseId);
  if (row) return view(row);
  return (await atNeedCase(scope, caseId)) ? notStarted : null;
}

/** Makes the case's obituary, a draft, when the family starts it first; a no-op when it exists. */
export async function startObituary(scope: CaseScope, caseId: number): Promise<void> {
  if (await rowOf(scope, caseId)) return;
  const found = await atNeedCase(scope, caseId);
  if (!found) return;
  const known = await readCaseDetails(scope, caseId);
  await scope
    .insert(obituaries, {
      caseId,
      fullName: found.decedentName,
      searchName: foldName(found.decedentName),
      bornOn: known?.details.birthDate || null,
      diedOn: known?.details.deathDate || null,
    })
    .onConflictDoNothing({ target: obituaries.caseId });
}

export type ObituaryTextOutcome =
  | { kind: 'not-found' }
  /** The publication rule refused (contract/obituary-publication.ts): its words. */
  | { kind: 'refused'; message: string }
  | { kind: 'done'; obituary: FamilyObituary };

const answer = async (scope: CaseScope, caseId: number, outcome: PublicationOutcome): Promise<ObituaryTextOutcome> => {
  // The family's plans name nothing that could be invalid: only the text, checked by the contract.
  if (outcome.kind === 'invalid') throw new Error('A family obituary write named something invalid');
  if (outcome.kind !== 'done') return outcome;
  const obituary = await findObituaryText(scope, caseId);
  return obituary ? { kind: 'done', obituary } : { kind: 'not-found' };
};

/**
 * Saves the draft, cleaned; a draft equal to the approved text is no draft at all. A save of the
 * publication rule: a ready obituary whose text changes goes back to draft (decision 0063).
 */
export async function saveObituaryDraft(
  scope: CaseScope,
  caseId: number,
  textHtml: string,
  now: Date,
): Promise<ObituaryTextOutcome> {
  const clean = sanitizeObituaryText(textHtml);
  await startObituary(scope, caseId);
  const outcome = await runPublicationEvent(scope, eq(obituaries.caseId, caseId), now, (row, facts) => {
    const changes = { draftTextHtml: clean === row.textHtml ? null : clean };
    return { event: { type: 'obituary.save', facts: factsAfter(facts, row, changes) }, changes };
  });
  return answer(scope, caseId, outcome);
}

/**
 * The draft becomes the public text, approved by this member, and the review-obituary task is done:
 * the family's approval of the publication rule (waiting for it, the obituary becomes ready).
 */
export async function approveObituaryText(scope: CaseScope, caseId: number, now: Date): Promise<ObituaryTextOutcome> {
  const outcome = await runPublicationEvent(scope, eq(obituaries.caseId, caseId), now, (row, facts) => {
    const changes = {
      textHtml: row.draftTextHtml ?? row.textHtml,
      draftTextHtml: null,
      textApprovedAt: now,
      textApprovedByUserId: scope.memberId,
    };
    return {
      event: { type: 'family.approve', facts: factsAfter(facts, row, changes) },
      changes,
      afterWrite: (tx) => completeCaseTask(tx, caseId, 'review-obituary', now),
    };
  });
  return answer(scope, caseId, outcome);
}
