import { asc, eq } from 'drizzle-orm';
import type { ManagedRedirect, RedirectInput } from '#contract/builder.ts';
import { redirects } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';

/*
 * Staff manage redirects live: they are relational rows, not part of the versioned site document,
 * so a change applies to visitors at once (after the caller invalidates the site cache).
 */

const columns = { id: redirects.id, from: redirects.fromPath, to: redirects.to, permanent: redirects.permanent };

export type RedirectWrite = { ok: true; redirect: ManagedRedirect } | { ok: false; reason: 'duplicate' | 'missing' };

export function listManagedRedirects(scope: TenantScope): Promise<ManagedRedirect[]> {
  return scope.select(columns).from(redirects).orderBy(asc(redirects.fromPath));
}

async function fromPathTaken(scope: TenantScope, from: string, exceptId?: number): Promise<boolean> {
  const rows = await scope.select({ id: redirects.id }).from(redirects, eq(redirects.fromPath, from));
  return rows.some((row) => row.id !== exceptId);
}

// The unique index still decides when two writes race; this only words the common case kindly.
const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
};

export async function createRedirect(scope: TenantScope, input: RedirectInput): Promise<RedirectWrite> {
  if (await fromPathTaken(scope, input.from)) return { ok: false, reason: 'duplicate' };
  try {
    const [row] = await scope
      .insert(redirects, { fromPath: input.from, to: input.to, permanent: input.permanent })
      .returning(columns);
    return row ? { ok: true, redirect: row } : { ok: false, reason: 'missing' };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
}

export async function updateRedirect(scope: TenantScope, id: number, input: RedirectInput): Promise<RedirectWrite> {
  if (await fromPathTaken(scope, input.from, id)) return { ok: false, reason: 'duplicate' };
  try {
    const [row] = await scope
      .update(redirects, { fromPath: input.from, to: input.to, permanent: input.permanent }, eq(redirects.id, id))
      .returning(columns);
    return row ? { ok: true, redirect: row } : { ok: false, reason: 'missing' };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
}

export async function deleteRedirect(scope: TenantScope, id: number): Promise<boolean> {
  const rows = await scope.delete(redirects, eq(redirects.id, id)).returning({ id: redirects.id });
  return rows.length > 0;
}
