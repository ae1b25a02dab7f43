import { and, desc, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { PublishResult, RollbackResult, SaveDraftResult, SiteVersionPage } from '#contract/builder.ts';
import type { PagingQuery } from '#contract/paging.ts';
import type { SiteContent } from '#contract/site-content.ts';
import { siteVersions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * The site as versioned documents (DESIGN §5): one draft per company, edited in place with a
 * revision counter; publishing copies the draft into a new numbered version that becomes the one
 * approved version (the previous one is archived, never deleted); rolling back picks an earlier
 * version as approved again and makes it the draft. Callers invalidate the site cache afterwards.
 */

export type Stale = { ok: false; reason: 'stale' | 'missing' };

const isDraft = eq(siteVersions.status, 'draft');
const isApproved = eq(siteVersions.status, 'approved');

/** Replaces the draft only if nobody saved it since `baseRevision` (one atomic compare-and-set). */
export async function saveDraft(
  scope: TenantScope,
  input: { baseRevision: number; content: SiteContent; author: string },
  now: Date,
): Promise<({ ok: true } & SaveDraftResult) | Stale> {
  const [saved] = await scope
    .update(
      siteVersions,
      { content: input.content, author: input.author, revision: sql`${siteVersions.revision} + 1` },
      and(isDraft, eq(siteVersions.revision, input.baseRevision)),
    )
    .returning({ revision: siteVersions.revision });
  if (saved) return { ok: true, revision: saved.revision, savedAt: now.toISOString() };
  const [draft] = await scope.select({ id: siteVersions.id }).from(siteVersions, isDraft).limit(1);
  return { ok: false, reason: draft ? 'stale' : 'missing' };
}

/**
 * Publishes the draft as it is at `revision`: a new version number, approved, the old approved one
 * archived. Publishing a revision that is already the approved one changes nothing and answers it.
 */
export async function publishDraft(
  scope: TenantScope,
  input: { revision: number; author: string },
  now: Date,
): Promise<({ ok: true; changed: boolean } & PublishResult) | Stale> {
  return scope.transaction(async (tx) => {
    // Locking the draft row serialises publishes and rollbacks of one company.
    const [draft] = await tx
      .select({ content: siteVersions.content, revision: siteVersions.revision })
      .from(siteVersions, isDraft)
      .for('update');
    if (!draft) return { ok: false, reason: 'missing' } as const;
    if (draft.revision !== input.revision) return { ok: false, reason: 'stale' } as const;

    const [approved] = await tx
      .select({ version: siteVersions.version, revision: siteVersions.revision, publishedAt: siteVersions.publishedAt })
      .from(siteVersions, isApproved);
    if (approved?.version && approved.publishedAt && approved.revision === draft.revision) {
      return {
        ok: true,
        changed: false,
        version: approved.version,
        revision: draft.revision,
        publishedAt: approved.publishedAt.toISOString(),
      } as const;
    }

    const [latest] = await tx.select({ version: max(siteVersions.version) }).from(siteVersions);
    const version = (latest?.version ?? 0) + 1;
    await tx.update(siteVersions, { status: 'archived' }, isApproved);
    await tx.insert(siteVersions, {
      status: 'approved',
      content: draft.content,
      author: input.author,
      revision: draft.revision,
      version,
      publishedAt: now,
      createdAt: now,
    });
    return { ok: true, changed: true, version, revision: draft.revision, publishedAt: now.toISOString() } as const;
  });
}

/** Published versions, newest first. */
export async function listVersions(scope: TenantScope, paging: PagingQuery): Promise<SiteVersionPage> {
  const published = isNotNull(siteVersions.version);
  const [rows, total] = await Promise.all([
    scope
      .select({
        version: siteVersions.version,
        publishedAt: siteVersions.publishedAt,
        publishedBy: siteVersions.author,
        status: siteVersions.status,
      })
      .from(siteVersions, published)
      .orderBy(desc(siteVersions.version))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    scope.count(siteVersions, published),
  ]);
  return {
    items: rows.map((row) => ({
      version: row.version ?? 0,
      publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
      publishedBy: row.publishedBy,
      current: row.status === 'approved',
    })),
    page: paging.page,
    pageSize: paging.pageSize,
    total,
  };
}

/**
 * Version `version` becomes what visitors see again, and the draft restarts from it (the edits
 * the draft held were made on top of what is being undone). The draft's revision moves on, so an
 * editor still holding the old draft is refused a save instead of undoing the rollback.
 */
export async function rollBack(
  scope: TenantScope,
  input: { version: number; author: string },
): Promise<({ ok: true } & RollbackResult) | { ok: false; reason: 'missing' }> {
  return scope.transaction(async (tx) => {
    const [draft] = await tx.select({ id: siteVersions.id }).from(siteVersions, isDraft).for('update');
    const [target] = await tx
      .select({ id: siteVersions.id, status: siteVersions.status, content: siteVersions.content })
      .from(siteVersions, eq(siteVersions.version, input.version));
    if (!draft || !target) return { ok: false, reason: 'missing' } as const;

    if (target.status !== 'approved') {
      await tx.update(siteVersions, { status: 'archived' }, isApproved);
      await tx.update(siteVersions, { status: 'approved' }, eq(siteVersions.id, target.id));
    }
    const [reset] = await tx
      .update(
        siteVersions,
        { content: target.content, author: input.author, revision: sql`${siteVersions.revision} + 1` },
        eq(siteVersions.id, draft.id),
      )
      .returning({ revision: siteVersions.revision });
    return { ok: true, version: input.version, revision: reset?.revision ?? 0 } as const;
  });
}
