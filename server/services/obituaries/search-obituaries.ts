import { and, count, desc, eq, gte, like, lte, type SQL } from 'drizzle-orm';
import { foldName } from '#contract/name-fold.ts';
import type { ObituarySearchPage, ObituarySearchQuery } from '#contract/obituaries.ts';
import { cases, obituaries } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { isPublished, selectHeaders, toHeader } from './published-obituary.ts';

// LIKE's own wildcards in what a visitor typed are letters to match, not patterns.
const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function conditions({ q, diedFrom, diedTo, locationId }: ObituarySearchQuery): SQL | undefined {
  const folded = q ? foldName(q) : '';
  return and(
    folded ? like(obituaries.searchName, `%${escapeLike(folded)}%`) : undefined,
    diedFrom ? gte(obituaries.diedOn, diedFrom) : undefined,
    diedTo ? lte(obituaries.diedOn, diedTo) : undefined,
    locationId ? eq(cases.locationId, locationId) : undefined,
  );
}

/** Newest death first (then newest obituary), so pages never overlap. */
export async function searchObituaries(scope: TenantScope, query: ObituarySearchQuery): Promise<ObituarySearchPage> {
  const { page, pageSize } = query;
  const where = conditions(query);
  const [rows, total] = await Promise.all([
    selectHeaders(scope, where)
      .orderBy(desc(obituaries.diedOn), desc(obituaries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countMatches(scope, where),
  ]);
  return { items: rows.map(toHeader), page, pageSize, total };
}

async function countMatches(scope: TenantScope, where: SQL | undefined): Promise<number> {
  // The location condition reads the case: the same join as the headers, limited to the company.
  const [row] = await scope
    .select({ total: count() })
    .from(obituaries, and(isPublished, where))
    .innerJoin(cases, and(eq(cases.id, obituaries.caseId), scope.owns(cases)));
  return row?.total ?? 0;
}
