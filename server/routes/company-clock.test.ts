import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyClock } from '#contract/company-clock.ts';
import { companies } from '#server/db/schema.ts';
import { createCompany } from '#tests/server/factories/company.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('GET /api/web/company-clock', () => {
  it('answers the time zone the company keeps, each host its own company’s', async () => {
    const { app } = createTestApp(database.db);
    const [boise, chicago] = [await createCompany(database), await createCompany(database)];
    await database.db.update(companies).set({ timeZone: 'America/Boise' }).where(eq(companies.id, boise.companyId));
    await database.db.update(companies).set({ timeZone: 'America/Chicago' }).where(eq(companies.id, chicago.companyId));
    const clockOf = async (host: string) => {
      const response = await app.request('/api/web/company-clock', { headers: { 'X-Host': host } });
      expect(response.status).toBe(200);
      return companyClock.parse(await response.json());
    };
    expect(await clockOf(boise.host)).toEqual({ timeZone: 'America/Boise' });
    expect(await clockOf(chicago.host)).toEqual({ timeZone: 'America/Chicago' });
  });

  it('is 404 on a host no company has', async () => {
    const { app } = createTestApp(database.db);
    const response = await app.request('/api/web/company-clock', { headers: { 'X-Host': 'nobody.lantern.test' } });
    expect(response.status).toBe(404);
  });
});
