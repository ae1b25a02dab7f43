import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { clearLimit, consumeLimits, countHits, readCounts, releaseHits, verdictOf } from './rate-limit.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rule = { name: 'test.rule', limit: 3, windowSeconds: 600 };
const at = (iso: string) => new Date(iso);

describe('the database limiter', () => {
  it('counts hits at once without losing any: each caller gets its own number', async () => {
    const scope = tenantScope(database.db, database.demoCompanyId);
    const target = { rule, subject: 'at-once' };
    const now = at('2026-09-01T10:00:00.000Z');
    const counts = await Promise.all(Array.from({ length: 25 }, () => countHits(scope, [target], now)));
    expect(counts.map(([count]) => count!.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('refuses past the limit until the window (opened by the first hit) ends, then starts again', async () => {
    const scope = tenantScope(database.db, database.demoCompanyId);
    const target = { rule, subject: 'window' };
    for (const minute of ['00', '01', '02'])
      expect(await consumeLimits(scope, [target], at(`2026-09-01T11:${minute}:00.000Z`))).toEqual({ allowed: true });
    expect(await consumeLimits(scope, [target], at('2026-09-01T11:04:00.000Z'))).toEqual({
      allowed: false,
      retryAfterSeconds: 360,
    });
    expect(await consumeLimits(scope, [target], at('2026-09-01T11:10:00.000Z'))).toEqual({ allowed: true });
    const [count] = await readCounts(scope, [target], at('2026-09-01T11:10:00.000Z'));
    expect(count).toMatchObject({ hits: 1, retryAfterSeconds: 600 });
  });

  it("keeps each company's counts apart, and forgets a target on clear", async () => {
    const now = at('2026-09-01T12:00:00.000Z');
    const target = { rule, subject: 'shared-subject' };
    const demo = tenantScope(database.db, database.demoCompanyId);
    const other = tenantScope(database.db, database.otherCompanyId);
    await countHits(demo, [target, { rule, subject: 'second' }], now);
    await countHits(demo, [target], now);
    expect((await readCounts(other, [target], now))[0]!.hits).toBe(0);
    expect((await readCounts(demo, [target], now))[0]!.hits).toBe(2);
    await clearLimit(demo, target);
    expect((await readCounts(demo, [target], now))[0]!.hits).toBe(0);
  });

  it('gives back a hit, and closes a window left with none so the next hit opens a whole one', async () => {
    const scope = tenantScope(database.db, database.demoCompanyId);
    const target = { rule, subject: 'released' };
    await countHits(scope, [target], at('2026-09-01T13:00:00.000Z'));
    await countHits(scope, [target], at('2026-09-01T13:01:00.000Z'));
    await releaseHits(scope, [target], at('2026-09-01T13:02:00.000Z'));
    expect((await readCounts(scope, [target], at('2026-09-01T13:02:00.000Z')))[0]).toMatchObject({ hits: 1 });
    await releaseHits(scope, [target], at('2026-09-01T13:03:00.000Z'));
    await releaseHits(scope, [target], at('2026-09-01T13:03:00.000Z'));
    const [reopened] = await countHits(scope, [target], at('2026-09-01T13:05:00.000Z'));
    expect(reopened).toMatchObject({ hits: 1, retryAfterSeconds: 600 });
  });

  it('answers the longest wait of the limits refused', () => {
    const other = { name: 'test.other', limit: 1, windowSeconds: 60 };
    const counts = [
      { target: { rule, subject: 'a' }, hits: 3, retryAfterSeconds: 100 },
      { target: { rule: other, subject: 'a' }, hits: 2, retryAfterSeconds: 50 },
    ];
    expect(verdictOf(counts, 'over')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(verdictOf(counts, 'reached')).toEqual({ allowed: false, retryAfterSeconds: 100 });
    expect(verdictOf([], 'reached')).toEqual({ allowed: true });
  });
});
