import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#server/testing/test-database.ts';
import { companies, redirects } from './schema.ts';
import { tenantScope, type TenantScope } from './tenant-scope.ts';

let database: TestDatabase;
let a: TenantScope;
let b: TenantScope;

beforeAll(async () => {
  database = await openTestDatabase();
  a = tenantScope(database.db, database.demoCompanyId);
  b = tenantScope(database.db, database.otherCompanyId);
});
afterAll(() => database.close());

const rowOf = async (id: number) => (await database.db.select().from(redirects).where(eq(redirects.id, id)))[0];

describe('TenantScope', () => {
  it("inserts with the scope's company and reads only the scope's rows", async () => {
    const [row] = await b.insert(redirects, { fromPath: '/scoped-b', to: '/' }).returning();
    expect(row?.companyId).toBe(database.otherCompanyId);
    const seenByA = await a.select({ from: redirects.fromPath }).from(redirects);
    expect(seenByA.map((r) => r.from)).not.toContain('/scoped-b');
    expect(await a.count(redirects, eq(redirects.id, row!.id))).toBe(0);
    expect(await b.count(redirects, eq(redirects.id, row!.id))).toBe(1);
    expect(await a.selectAll(redirects, eq(redirects.id, row!.id))).toEqual([]);
  });

  it("cannot change or delete another company's row, even by its id", async () => {
    const [row] = await b.insert(redirects, { fromPath: '/kept-b', to: '/' }).returning({ id: redirects.id });
    expect(await a.update(redirects, { to: '/taken' }, eq(redirects.id, row!.id)).returning()).toEqual([]);
    expect(await a.delete(redirects, eq(redirects.id, row!.id)).returning()).toEqual([]);
    expect(await rowOf(row!.id)).toMatchObject({ to: '/', companyId: database.otherCompanyId });
  });

  it("limits a join to the scoped table's rows of the company", async () => {
    const rows = await a
      .select({ id: redirects.id, company: companies.name })
      .from(redirects)
      .innerJoin(companies, eq(companies.id, redirects.companyId));
    expect(new Set(rows.map((r) => r.company))).toEqual(new Set(['Evergreen Funeral Homes']));
  });

  it('keeps the company inside a transaction, and rolls back with it', async () => {
    await expect(
      a.transaction(async (tx) => {
        expect(tx.companyId).toBe(database.demoCompanyId);
        await tx.insert(redirects, { fromPath: '/rolled-back', to: '/' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await a.count(redirects, eq(redirects.fromPath, '/rolled-back'))).toBe(0);
  });

  it('reads its own company row', async () => {
    expect((await a.company())?.name).toBe('Evergreen Funeral Homes');
  });

  // Checked by `npm run typecheck`: each line must fail to compile, or the directive itself errors.
  it('does not type-check an unscoped query', () => {
    const unused = () => {
      // @ts-expect-error a second where() would replace the company condition
      void a.select({ id: redirects.id }).from(redirects).where(eq(redirects.id, 1));
      // @ts-expect-error the same for update
      void a.update(redirects, { to: '/x' }).where(eq(redirects.id, 1));
      // @ts-expect-error the same for delete
      void a.delete(redirects).where(eq(redirects.id, 1));
      // @ts-expect-error the scope supplies the company of a new row
      void a.insert(redirects, { fromPath: '/x', to: '/', companyId: 1 });
      // @ts-expect-error a row never moves to another company
      void a.update(redirects, { companyId: 1 });
      // @ts-expect-error companies is not a tenant table (read it with company())
      void a.selectAll(companies);
    };
    expect(typeof unused).toBe('function');
  });
});
