import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answersSchema } from '#contract/planning-validation.ts';
import { requestsPage } from '#contract/staff-requests.ts';
import { planningForms, planningSubmissions } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { EVERGREEN_DIRECTOR_EMAIL, EVERGREEN_DIRECTOR_PASSWORD } from '#server/seed/evergreen/staff.ts';
import { loadAddressBook } from '#server/services/planning/address-book.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/* The demo's requests inbox: answers the wizard would accept, in the states the README describes. */

let database: TestDatabase;
let t: TestApp;
beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
});
afterAll(() => database.close());

describe('the demo requests', () => {
  it('hold answers the planning form accepts', async () => {
    const scope = tenantScope(database.db, database.demoCompanyId);
    const rows = await scope
      .select({
        fields: planningSubmissions.fields,
        caseStatus: planningSubmissions.caseStatus,
        sections: planningForms.sections,
      })
      .from(planningSubmissions)
      .innerJoin(planningForms, eq(planningForms.id, planningSubmissions.formId));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const addressBook = await loadAddressBook(scope);
    for (const row of rows) {
      const form = { version: 1, sections: row.sections };
      const checked = answersSchema(form, { caseStatus: row.caseStatus, addressBook, answers: row.fields as never });
      expect(checked.safeParse(row.fields).error?.issues ?? []).toEqual([]);
    }
  });

  it('show in the inbox: the at-need call first and new, one contacted, one closed with its reason', async () => {
    const token = await signIn(t.app, 'localhost', {
      email: EVERGREEN_DIRECTOR_EMAIL,
      password: EVERGREEN_DIRECTOR_PASSWORD,
    });
    const page = requestsPage.parse(
      await (await request(t.app, 'GET', '/api/staff/requests', { host: 'localhost', token })).json(),
    );
    expect(page.items.map((item) => [item.personName, item.caseStatus, item.status])).toEqual([
      ['Walter Holloway', 'AT_NEED', 'new'],
      ['Anita Desai', 'PRE_PLAN', 'contacted'],
      ['Elsa Lindgren', 'PRE_PLAN', 'closed'],
    ]);
    expect(page.newCount).toBe(1);
  });
});
