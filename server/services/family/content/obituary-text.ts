import { eq } from 'drizzle-orm';
import type { FamilyObituary } from '#contract/family-obituary.ts';
import { obituaries } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import { completeCaseTask } from '#server/services/family/tasks/case-tasks.ts';
import { sanitizeObituaryText } from '#server/services/rich-text.ts';

/*
 * The family's obituary text (issue 13 review-obituary): the family saves a draft, cleaned here
 * before it is stored, and approving makes the draft the public text. The public page reads only
 * `textHtml` of a published obituary, so a draft is never public.
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

async function rowOf(scope: CaseScope, caseId: number): Promise<Row | null> {
  const [row] = await scope.select(columns).from(obituaries, eq(obituaries.caseId, caseId)).limit(1);
  return row ?? null;
}

/** The case's obituary text; null for a case that is not the member's or has no obituary (a pre-plan). */
export async function findObituaryText(scope: CaseScope, caseId: number): Promise<FamilyObituary | null> {
  const row = await rowOf(scope, caseId);
  return row ? view(row) : null;
}

/** Saves the draft, cleaned; a draft equal to the approved text is no draft at all. */
export async function saveObituaryDraft(
  scope: CaseScope,
  caseId: number,
  textHtml: string,
): Promise<FamilyObituary | null> {
  const row = await rowOf(scope, caseId);
  if (!row) return null;
  const clean = sanitizeObituaryText(textHtml);
  const draftTextHtml = clean === row.textHtml ? null : clean;
  await scope.update(obituaries, { draftTextHtml }, eq(obituaries.caseId, caseId));
  return view({ ...row, draftTextHtml });
}

export type ApproveOutcome = { kind: 'not-found' } | { kind: 'no-draft' } | { kind: 'done'; obituary: FamilyObituary };

/** The draft becomes the public text, and the review-obituary task is done. */
export async function approveObituaryText(scope: CaseScope, caseId: number, now: Date): Promise<ApproveOutcome> {
  return scope.transaction(async (tx) => {
    const row = await rowOf(tx, caseId);
    if (!row) return { kind: 'not-found' };
    if (row.draftTextHtml === null) return { kind: 'no-draft' };
    const approved = { textHtml: row.draftTextHtml, draftTextHtml: null, textApprovedAt: now };
    await tx.update(obituaries, approved, eq(obituaries.caseId, caseId));
    await completeCaseTask(tx, caseId, 'review-obituary', now);
    return { kind: 'done', obituary: view({ ...row, ...approved }) };
  });
}
