import { afterAll, beforeAll, expect, it } from 'vitest';
import { caseInvitations, cases, users } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { expireInvitations } from './expire-invitations.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it("deletes every company's invitations that expired unused, and only those", async () => {
  const at = new Date('2026-08-01T10:00:00.000Z');
  const day = 86_400_000;
  for (const companyId of [database.demoCompanyId, database.otherCompanyId]) {
    const scope = tenantScope(database.db, companyId);
    const [user] = await scope.select({ id: users.id }).from(users).limit(1);
    const [found] = await scope.select({ id: cases.id }).from(cases).limit(1);
    const invitation = (name: string, expiresAt: Date, usedAt: Date | null = null) => ({
      caseId: found!.id,
      invitedBy: user!.id,
      name,
      email: `${name}-${companyId}@family.example`,
      tokenHash: `${name}-${companyId}`,
      expiresAt,
      usedAt,
      usedBy: usedAt ? user!.id : null,
    });
    await scope.insert(caseInvitations, [
      invitation('unused', new Date(at.getTime() + day)),
      invitation('used', new Date(at.getTime() + day), at),
      invitation('later', new Date(at.getTime() + 7 * day)),
    ]);
  }

  expect(await expireInvitations(database.db, new Date(at.getTime() + day - 1))).toBe(0);
  expect(await expireInvitations(database.db, new Date(at.getTime() + day))).toBe(2);
  const left = await database.db.select({ hash: caseInvitations.tokenHash }).from(caseInvitations);
  expect(
    left
      .map((row) => row.hash)
      .filter((hash) => /^(unused|used|later)-/.test(hash))
      .sort(),
  ).toEqual(
    [
      `later-${database.demoCompanyId}`,
      `later-${database.otherCompanyId}`,
      `used-${database.demoCompanyId}`,
      `used-${database.otherCompanyId}`,
    ].sort(),
  );
});
