import { afterAll, beforeAll, expect, it } from 'vitest';
import { sessions, users } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { expireSessions } from './expire-sessions.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it("deletes every company's sessions that have expired, and only those", async () => {
  const at = new Date('2026-08-01T10:00:00.000Z');
  const hour = 3_600_000;
  for (const companyId of [database.demoCompanyId, database.otherCompanyId]) {
    const scope = tenantScope(database.db, companyId);
    const [user] = await scope.select({ id: users.id }).from(users).limit(1);
    await scope.insert(sessions, [
      { userId: user!.id, tokenHash: `ended-${companyId}`, createdAt: at, expiresAt: new Date(at.getTime() + hour) },
      { userId: user!.id, tokenHash: `open-${companyId}`, createdAt: at, expiresAt: new Date(at.getTime() + 2 * hour) },
    ]);
  }
  const ours = async () =>
    (await database.db.select({ hash: sessions.tokenHash }).from(sessions))
      .map((row) => row.hash)
      .filter((hash) => /^(ended|open)-/.test(hash))
      .sort();

  // Only this test's rows are looked at: the sweep may take others made before it.
  await expireSessions(database.db, new Date(at.getTime() + hour - 1));
  expect(await ours()).toHaveLength(4);
  await expireSessions(database.db, new Date(at.getTime() + hour));
  expect(await ours()).toEqual([`open-${database.demoCompanyId}`, `open-${database.otherCompanyId}`].sort());
});
