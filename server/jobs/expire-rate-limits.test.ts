import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rateLimitCounters } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { countHits } from '#server/services/rate-limit.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { expireRateLimitCounters } from './expire-rate-limits.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

it("deletes every company's counters whose window has ended, and only those", async () => {
  const at = new Date('2026-08-01T10:00:00.000Z');
  const short = { name: 'test.short', limit: 1, windowSeconds: 60 };
  const long = { name: 'test.long', limit: 1, windowSeconds: 3600 };
  for (const companyId of [database.demoCompanyId, database.otherCompanyId])
    await countHits(
      tenantScope(database.db, companyId),
      [
        { rule: short, subject: 'a' },
        { rule: long, subject: 'a' },
      ],
      at,
    );

  expect(await expireRateLimitCounters(database.db, new Date(at.getTime() + 59_000))).toBe(0);
  expect(await expireRateLimitCounters(database.db, new Date(at.getTime() + 60_000))).toBe(2);
  const left = await database.db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, 'test.long:a'));
  expect(left).toHaveLength(2);
});
