import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordResetTokens, users } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { expirePasswordResets } from './expire-password-resets.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it("deletes every company's reset tokens that have expired, used or not, and only those", async () => {
  const at = new Date('2026-08-01T10:00:00.000Z');
  const hour = 3_600_000;
  for (const companyId of [database.demoCompanyId, database.otherCompanyId]) {
    const scope = tenantScope(database.db, companyId);
    const [user] = await scope.select({ id: users.id }).from(users).limit(1);
    await scope.insert(passwordResetTokens, [
      { userId: user!.id, tokenHash: `early-${companyId}`, expiresAt: new Date(at.getTime() + hour) },
      { userId: user!.id, tokenHash: `used-${companyId}`, expiresAt: new Date(at.getTime() + hour), usedAt: at },
      { userId: user!.id, tokenHash: `late-${companyId}`, expiresAt: new Date(at.getTime() + 2 * hour) },
    ]);
  }

  expect(await expirePasswordResets(database.db, new Date(at.getTime() + hour - 1))).toBe(0);
  expect(await expirePasswordResets(database.db, new Date(at.getTime() + hour))).toBe(4);
  const left = await database.db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
  expect(left.map((row) => row.hash).sort()).toEqual([
    `late-${database.demoCompanyId}`,
    `late-${database.otherCompanyId}`,
  ]);
});
