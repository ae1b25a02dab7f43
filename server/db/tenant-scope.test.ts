import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { caseMembers, cases, companies, locations, redirects, users } from './schema.ts';
import { caseScope, tenantScope, type CaseScope, type TenantScope } from './tenant-scope.ts';

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

describe('CaseScope', () => {
  let mine: number;
  let theirs: number;
  let member: CaseScope;

  /** Two cases of the demo company, a family account in each; the scope of the first member. */
  beforeAll(async () => {
    const [location] = await a.select({ id: locations.id }).from(locations).limit(1);
    const newCase = async (name: string) => {
      const [row] = await a
        .insert(cases, { locationId: location!.id, status: 'AT_NEED', decedentName: name, nameSlug: name })
        .returning({ id: cases.id });
      return row!.id;
    };
    const newMember = async (email: string, caseId: number) => {
      const [user] = await a
        .insert(users, { email, name: email, role: 'family', passwordHash: 'x' })
        .returning({ id: users.id });
      await a.insert(caseMembers, { caseId, userId: user!.id });
      return user!.id;
    };
    mine = await newCase('scope-mine');
    theirs = await newCase('scope-theirs');
    const memberId = await newMember('scope-mine@family.example', mine);
    await newMember('scope-theirs@family.example', theirs);
    member = await caseScope(database.db, database.demoCompanyId, memberId);
  });

  it("reads the member's cases once and finds only them", async () => {
    expect(member.caseIds).toEqual([mine]);
    expect((await member.selectAll(cases)).map((row) => row.id)).toEqual([mine]);
    expect(await member.selectAll(cases, eq(cases.id, theirs))).toEqual([]);
    expect(await member.count(cases, eq(cases.id, theirs))).toBe(0);
  });

  it("adds the member's cases to every case table, whatever the query asks", async () => {
    const rows = await member.select({ caseId: caseMembers.caseId }).from(caseMembers);
    expect(new Set(rows.map((row) => row.caseId))).toEqual(new Set([mine]));
    // The tenant scope of the same company sees both: the case condition is the CaseScope's.
    expect(await a.count(caseMembers, eq(caseMembers.caseId, theirs))).toBe(1);
    expect(await member.count(caseMembers, eq(caseMembers.caseId, theirs))).toBe(0);
  });

  it("cannot change or delete another case's rows", async () => {
    expect(await member.update(cases, { decedentName: 'taken' }, eq(cases.id, theirs)).returning()).toEqual([]);
    expect(await member.delete(caseMembers, eq(caseMembers.caseId, theirs)).returning()).toEqual([]);
    expect(await a.count(caseMembers, eq(caseMembers.caseId, theirs))).toBe(1);
    const [row] = await a.selectAll(cases, eq(cases.id, theirs));
    expect(row?.decedentName).toBe('scope-theirs');
  });

  it('refuses to write a row into another case, or to move one there', () => {
    expect(() => member.insert(caseMembers, { caseId: theirs, userId: member.memberId })).toThrow(/cannot write/);
    expect(() => member.update(caseMembers, { caseId: theirs })).toThrow(/cannot write/);
  });

  it('keeps the cases inside a transaction and limits a join with ownsCase', async () => {
    await member.transaction(async (tx) => {
      expect(tx.caseIds).toEqual([mine]);
      expect(await tx.count(cases, eq(cases.id, theirs))).toBe(0);
    });
    const joined = await a
      .select({ caseId: cases.id })
      .from(cases)
      .innerJoin(caseMembers, and(eq(caseMembers.caseId, cases.id), member.ownsCase(caseMembers)));
    expect(joined.map((row) => row.caseId)).toEqual([mine]);
  });

  it('leaves a member of no case with nothing', async () => {
    const nobody = await caseScope(database.db, database.demoCompanyId, 2_000_000_000);
    expect(await nobody.selectAll(cases)).toEqual([]);
  });
});
