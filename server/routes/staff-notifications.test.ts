import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planningSubmitResult } from '#contract/planning.ts';
import { companyMailSettings, locations, mailOutbox, users } from '#server/db/schema.ts';
import { EVERGREEN_OWNER_EMAIL } from '#server/seed/evergreen/staff.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { newFamily, signedCase } from '#tests/server/family-fixtures.ts';
import { contactEmail, preplan } from '#tests/server/planning-answers.ts';
import { placeFixtureOrder, shopFixture } from '#tests/server/shop-fixtures.ts';
import { request } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Decision 0100: every notification reaches a person. A new planning request, a paid shop
 * order and a signed statement go to the location's own email, else to the company's notification
 * address, else to every active owner (joined and not disabled), one mail each; never nowhere. An
 * at-need request says so first in its subject. Mails are read from the outbox rows.
 */

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
/** Location 0 keeps its own email; location 1 has none. */
let withEmail: { id: number; email: string };
let withoutEmail: { id: number };

const NOTIFY = 'front-desk@evergreen.example';

/** The company's notification address, as the owner sets it in Settings (null: none). */
const setNotificationAddress = (address: string | null) =>
  company.scope.update(companyMailSettings, { notificationAddress: address });

/** Who the outbox holds mails of this kind for, whose text names `marker`. */
async function recipientsOf(kind: string, marker: string): Promise<string[]> {
  await t.mail.flush();
  const rows = await database.db
    .select({ to: mailOutbox.toAddress, text: mailOutbox.textBody, replyTo: mailOutbox.replyTo })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.companyId, company.companyId), eq(mailOutbox.kind, kind)))
    .orderBy(mailOutbox.id);
  return rows.filter((row) => row.text.includes(marker) || row.replyTo === marker).map((row) => row.to);
}

async function submitPlan(locationId: number, caseStatus: 'PRE_PLAN' | 'AT_NEED') {
  const email = contactEmail();
  const fields =
    caseStatus === 'AT_NEED'
      ? { ...preplan(email), dateOfDeath: '2026-01-12', relationship: 'child', placeOfDeath: 'At home' }
      : preplan(email);
  const response = await request(t.app, 'POST', '/api/web/planning/submit', {
    host: company.host,
    body: { locationId, caseStatus, fields },
  });
  expect(response.status).toBe(201);
  return { email, result: planningSubmitResult.parse(await response.json()) };
}

async function planningSubjects(email: string) {
  await t.mail.flush();
  const rows = await database.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.companyId, company.companyId),
        eq(mailOutbox.kind, 'planning.notification'),
        eq(mailOutbox.replyTo, email),
      ),
    );
  return rows.map((row) => row.subject);
}

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { media: database.media });
  company = await createCompany(database);
  const [first, second] = company.locations;
  const [row] = await company.scope.select({ email: locations.email }).from(locations, eq(locations.id, first!.id));
  withEmail = { id: first!.id, email: row!.email! };
  await company.scope.update(locations, { email: null }, eq(locations.id, second!.id));
  withoutEmail = { id: second!.id };
  // A second owner who joined, one disabled, one invited who never chose a password, and a director.
  await company.scope.insert(users, [
    {
      email: 'second-owner@evergreen.example',
      name: 'Second Owner',
      role: 'staff',
      staffRole: 'owner',
      passwordHash: 'x',
    },
    {
      email: 'gone-owner@evergreen.example',
      name: 'Gone Owner',
      role: 'staff',
      staffRole: 'owner',
      passwordHash: 'x',
      disabledAt: new Date(),
    },
    { email: 'invited-owner@evergreen.example', name: 'Invited Owner', role: 'staff', staffRole: 'owner' },
  ]);
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

describe('a planning request reaches a person', () => {
  it("goes to the location's own email when it has one, and to nobody else", async () => {
    await setNotificationAddress(NOTIFY);
    const { email } = await submitPlan(withEmail.id, 'PRE_PLAN');
    expect(await recipientsOf('planning.notification', email)).toEqual([withEmail.email]);
  });

  it('goes to the notification address when the location has no email', async () => {
    await setNotificationAddress(NOTIFY);
    const { email } = await submitPlan(withoutEmail.id, 'PRE_PLAN');
    expect(await recipientsOf('planning.notification', email)).toEqual([NOTIFY]);
  });

  it('goes to every active owner, one mail each, when there is no notification address either', async () => {
    await setNotificationAddress(null);
    const { email } = await submitPlan(withoutEmail.id, 'PRE_PLAN');
    expect((await recipientsOf('planning.notification', email)).sort()).toEqual(
      [EVERGREEN_OWNER_EMAIL, 'second-owner@evergreen.example'].sort(),
    );
  });
});

describe('the subject of a request', () => {
  it('starts with "At need: " for an at-need request', async () => {
    await setNotificationAddress(NOTIFY);
    const { email, result } = await submitPlan(withEmail.id, 'AT_NEED');
    expect(await planningSubjects(email)).toEqual([`At need: Margaret Ellis (reference ${result.reference})`]);
  });

  it('keeps "Pre-planning request: " for a pre-plan', async () => {
    const { email, result } = await submitPlan(withEmail.id, 'PRE_PLAN');
    expect(await planningSubjects(email)).toEqual([
      `Pre-planning request: Margaret Ellis (reference ${result.reference})`,
    ]);
  });
});

describe('a paid shop order reaches a person', () => {
  it('goes to the notification address, else the owners, when the delivering location has no email', async () => {
    const made = await createObituary(company.scope, { fullName: 'Otto Nomail', location: 1 });
    const { productId } = await shopFixture(company.scope);
    const fixture = { obituaryId: made.id, productId };

    await setNotificationAddress(NOTIFY);
    const first = await placeFixtureOrder(t.app, company.host, fixture);
    expect(await recipientsOf('shop.order-notification', first.order.publicId)).toEqual([NOTIFY]);

    await setNotificationAddress(null);
    const second = await placeFixtureOrder(t.app, company.host, fixture);
    expect((await recipientsOf('shop.order-notification', second.order.publicId)).sort()).toEqual(
      [EVERGREEN_OWNER_EMAIL, 'second-owner@evergreen.example'].sort(),
    );
  });
});

describe('a signed statement reaches a person', () => {
  it("goes to the notification address when the case's location has no email", async () => {
    await setNotificationAddress(NOTIFY);
    // The fixture signs a case of the first location: here it has no email either.
    await company.scope.update(locations, { email: null }, eq(locations.id, withEmail.id));
    const family = await newFamily(t.app, company);
    await signedCase(t.app, family, company.scope);
    expect(await recipientsOf('family.statement-signed-location', 'signed the statement for')).toEqual([NOTIFY]);
  });
});
