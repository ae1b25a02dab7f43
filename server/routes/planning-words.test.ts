import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import { planningLocations, planningSubmitResult } from '#contract/planning.ts';
import { cases, mailOutbox } from '#server/db/schema.ts';
import { contactEmail, preplan } from '#tests/server/planning-answers.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * A planning answer that is one line (a name, a phone number, an address line) refuses a
 * line break or any other control character, so "X\r\nBcc: …" never reaches the database or a staff
 * mail; a textarea keeps its lines. And a number field says what to type.
 */

let database: TestDatabase;
let t: TestApp;
let locationId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
  locationId = planningLocations.parse(await (await get(t.app, '/api/web/planning/locations')).json()).locations[0]!.id;
});

afterAll(async () => {
  await t.mail.flush();
  await database.close();
});

const submit = (fields: Record<string, unknown>) =>
  t.app.request('/api/web/planning/submit', {
    method: 'POST',
    headers: { 'X-Host': 'localhost', 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ locationId, caseStatus: 'PRE_PLAN', fields }),
  });

const issuesOf = async (response: Response) => {
  expect(response.status).toBe(422);
  return apiError.parse(await response.json()).issues ?? [];
};

const mailsMentioning = async (words: string) =>
  (await database.db.select().from(mailOutbox)).filter((mail) => `${mail.subject}\n${mail.textBody}`.includes(words));

describe('POST /api/web/planning/submit: one-line answers stay one line', () => {
  it('refuses a name with a line break (a header injection) with 422 "Invalid string", and stores and mails nothing', async () => {
    const email = contactEmail();
    const issues = await issuesOf(
      await submit({ ...preplan(email), contactFirstName: 'X\r\nBcc: a@b.example', contactLastName: 'Lee\nOkafor' }),
    );
    expect(issues).toEqual([
      { path: 'fields.contactFirstName', message: 'Invalid string' },
      { path: 'fields.contactLastName', message: 'Invalid string' },
    ]);
    await t.mail.flush();
    expect(await mailsMentioning('a@b.example')).toEqual([]);
    expect(await mailsMentioning(email)).toEqual([]);
  });

  it('refuses a tab, an escape or a C1 control in a phone number or an address line', async () => {
    // The phone's pattern fails too: its message follows.
    expect(await issuesOf(await submit({ ...preplan(), contactPhone: '(503)\t555-0199' }))).toEqual([
      { path: 'fields.contactPhone', message: 'Invalid string' },
      { path: 'fields.contactPhone', message: 'Please enter a valid format' },
    ]);
    const address = {
      country: 'US',
      line1: '1 Main St\u001b[2J',
      city: 'Port\u0085land',
      region: 'OR',
      postalCode: '97214',
    };
    expect(await issuesOf(await submit({ ...preplan(), contactAddress: address }))).toEqual([
      { path: 'fields.contactAddress.line1', message: 'Invalid string' },
      { path: 'fields.contactAddress.city', message: 'Invalid string' },
    ]);
  });

  it('keeps the lines of a textarea answer, and trims a line break after a name', async () => {
    const response = await submit({
      ...preplan(),
      contactFirstName: 'Ruth\r\n',
      specialRequests: 'Her favourite hymn, please.\r\nAnd lilies.\n\tNo speeches.',
    });
    expect(response.status).toBe(201);
    const { caseId } = planningSubmitResult.parse(await response.json());
    const [row] = await database.db.select().from(cases).where(eq(cases.id, caseId));
    expect(row).toBeDefined();
  });
});

describe('POST /api/web/planning/submit: a number answer says what to type', () => {
  it('answers "Enter the number of years, such as 12" for years in an occupation that are no number', async () => {
    for (const years of ['twelve', '12.5'])
      expect(await issuesOf(await submit({ ...preplan(), yearsInOccupation: years }))).toEqual([
        { path: 'fields.yearsInOccupation', message: 'Enter the number of years, such as 12' },
      ]);
    expect((await submit({ ...preplan(), yearsInOccupation: '12' })).status).toBe(201);
  });
});
