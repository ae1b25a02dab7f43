import { eq, type SQL } from 'drizzle-orm';
import type { ApiIssue } from '#contract/errors.ts';
import type { PublicationEvent, PublicationFacts, PublicationState } from '#contract/obituary-publication.ts';
import { judgePublication } from '#machines/obituary-publication/obituary-publication.machine.ts';
import { caseMembers, obituaries } from '#server/db/schema.ts';
import type { TenantScope, TenantUpdate } from '#server/db/tenant-scope.ts';

/*
 * The one way an obituary is written (decision 0063): every write, the console's and the
 * family portal's, is an event of the publication rule (contract/obituary-publication.ts, the
 * machine's rule). In one transaction the row is locked, its facts read, the rule asked, and only
 * when it takes the event are the event's own changes and the new state written; otherwise nothing
 * changes and the caller answers 409 with the rule's words. `published_at` follows the state (a
 * check holds it): set when published, kept while it stays published, cleared when it leaves.
 *
 * Public calls read the rows directly (nothing about obituaries is cached in any process), so a
 * publish or an unpublish is seen by every process's next request.
 */

export type ObituaryRow = typeof obituaries.$inferSelect;

/** What the rule reads of a row and its case. */
export async function factsOf(scope: TenantScope, row: ObituaryRow): Promise<PublicationFacts> {
  return {
    named: row.fullName.trim() !== '',
    dated: row.diedOn !== null,
    approvedText: row.textHtml !== '',
    pendingDraft: row.draftTextHtml !== null,
    family: (await scope.count(caseMembers, eq(caseMembers.caseId, row.caseId))) > 0,
  };
}

/** The facts of a row once `changes` are written (the case's family as it is). */
export const factsAfter = (facts: PublicationFacts, row: ObituaryRow, changes: Partial<ObituaryRow>) => {
  const next = { ...row, ...changes };
  return {
    ...facts,
    named: next.fullName.trim() !== '',
    dated: next.diedOn !== null,
    approvedText: next.textHtml !== '',
    pendingDraft: next.draftTextHtml !== null,
  };
};

/** What an event writes besides the state, and what it does once written (in the same transaction). */
export interface PublicationPlan {
  event: PublicationEvent;
  changes?: TenantUpdate<typeof obituaries>;
  afterWrite?: (tx: TenantScope, row: ObituaryRow) => Promise<void>;
}

/** What a plan answers when the request names something the obituary cannot take (422). */
export interface InvalidPlan {
  invalid: ApiIssue[];
}

export type PublicationOutcome =
  | { kind: 'not-found' }
  | { kind: 'invalid'; issues: ApiIssue[] }
  | { kind: 'refused'; message: string }
  | { kind: 'done'; id: number; caseId: number; from: PublicationState; state: PublicationState };

/**
 * Runs one event on the obituary `where` names (of the scope: a family's CaseScope sees only its
 * cases). `plan` sees the locked row and its facts and must not write: it says what to write, or
 * what in the request is invalid (nothing is written then).
 */
export async function runPublicationEvent(
  scope: TenantScope,
  where: SQL,
  now: Date,
  plan: (
    row: ObituaryRow,
    facts: PublicationFacts,
    tx: TenantScope,
  ) => Promise<PublicationPlan | InvalidPlan> | PublicationPlan | InvalidPlan,
): Promise<PublicationOutcome> {
  return scope.transaction(async (tx) => {
    const [row] = await tx.selectAll(obituaries, where).limit(1).for('update');
    if (!row) return { kind: 'not-found' } as const;
    const facts = await factsOf(tx, row);
    const planned = await plan(row, facts, tx);
    if ('invalid' in planned) return { kind: 'invalid', issues: planned.invalid } as const;
    const { event, changes, afterWrite } = planned;
    const step = judgePublication(row.publicationState, facts, event);
    if (!step.taken) return { kind: 'refused', message: step.message } as const;
    const publishedAt =
      step.state !== 'published' ? null : row.publicationState === 'published' ? row.publishedAt : now;
    await tx.update(
      obituaries,
      { ...changes, publicationState: step.state, publishedAt, updatedAt: now },
      eq(obituaries.id, row.id),
    );
    await afterWrite?.(tx, row);
    return { kind: 'done', id: row.id, caseId: row.caseId, from: row.publicationState, state: step.state } as const;
  });
}
