import { and, asc, eq } from 'drizzle-orm';
import type { ManagedRedirect, RedirectInput } from '#contract/builder.ts';
import type { Database } from '#server/db/open-database.ts';
import { redirects } from '#server/db/schema.ts';

/*
 * Staff manage redirects live: they are relational rows, not part of the versioned site document,
 * so a change applies to visitors at once (after the caller invalidates the site cache).
 */

const columns = { id: redirects.id, from: redirects.fromPath, to: redirects.to, permanent: redirects.permanent };

export type RedirectWrite = { ok: true; redirect: ManagedRedirect } | { ok: false; reason: 'duplicate' | 'missing' };

export function listManagedRedirects(db: Database, companyId: number): Promise<ManagedRedirect[]> {
  return db.select(columns).from(redirects).where(eq(redirects.companyId, companyId)).orderBy(asc(redirects.fromPath));
}

async function fromPathTaken(db: Database, companyId: number, from: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: redirects.id })
    .from(redirects)
    .where(and(eq(redirects.companyId, companyId), eq(redirects.fromPath, from)));
  return rows.some((row) => row.id !== exceptId);
}

// The unique index still decides when two writes race; this only words the common case kindly.
const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } }).code ??
    (error as { cause?: { code?: unknown } }).cause?.code;
  return code === '23505';
};

export async function createRedirect(db: Database, companyId: number, input: RedirectInput): Promise<RedirectWrite> {
  if (await fromPathTaken(db, companyId, input.from)) return { ok: false, reason: 'duplicate' };
  try {
    const [row] = await db
      .insert(redirects)
      .values({ companyId, fromPath: input.from, to: input.to, permanent: input.permanent })
      .returning(columns);
    return row ? { ok: true, redirect: row } : { ok: false, reason: 'missing' };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
}

export async function updateRedirect(
  db: Database,
  companyId: number,
  id: number,
  input: RedirectInput,
): Promise<RedirectWrite> {
  if (await fromPathTaken(db, companyId, input.from, id)) return { ok: false, reason: 'duplicate' };
  try {
    const [row] = await db
      .update(redirects)
      .set({ fromPath: input.from, to: input.to, permanent: input.permanent })
      .where(and(eq(redirects.companyId, companyId), eq(redirects.id, id)))
      .returning(columns);
    return row ? { ok: true, redirect: row } : { ok: false, reason: 'missing' };
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' };
    throw error;
  }
}

export async function deleteRedirect(db: Database, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(redirects)
    .where(and(eq(redirects.companyId, companyId), eq(redirects.id, id)))
    .returning({ id: redirects.id });
  return rows.length > 0;
}
