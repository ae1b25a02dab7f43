import { afterAll, beforeAll, expect, it } from 'vitest';
import { signInCodes, users } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { expireSignInCodes } from './expire-sign-in-codes.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it("deletes every company's sign-in codes that have expired, used or not, and only those", async () => {
  const at = new Date('2026-08-01T10:00:00.000Z');
  const minutes = (n: number) => new Date(at.getTime() + n * 60_000);
  for (const companyId of [database.demoCompanyId, database.otherCompanyId]) {
    const scope = tenantScope(database.db, companyId);
    const [user] = await scope.select({ id: users.id }).from(users).limit(1);
    await scope.insert(signInCodes, [
      { userId: user!.id, codeHash: `early-${companyId}`, expiresAt: minutes(10) },
      { userId: user!.id, codeHash: `used-${companyId}`, expiresAt: minutes(10), usedAt: at },
      { userId: user!.id, codeHash: `late-${companyId}`, expiresAt: minutes(20) },
    ]);
  }

  expect(await expireSignInCodes(database.db, new Date(minutes(10).getTime() - 1))).toBe(0);
  expect(await expireSignInCodes(database.db, minutes(10))).toBe(4);
  const left = await database.db.select({ hash: signInCodes.codeHash }).from(signInCodes);
  expect(left.map((row) => row.hash).sort()).toEqual([
    `late-${database.demoCompanyId}`,
    `late-${database.otherCompanyId}`,
  ]);
});
