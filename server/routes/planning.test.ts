import { and, count, eq, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import {
  addressBook,
  planningForm,
  planningLocations,
  planningSubmitResult,
  type PlanningSubmission,
} from '#contract/planning.ts';
import { cases, idempotencyKeys, mailOutbox, planningSubmissions } from '#server/db/schema.ts';
import { expireIdempotencyKeys } from '#server/jobs/expire-idempotency-keys.ts';
import { contactEmail, preplan } from '#tests/server/planning-answers.ts';
import { createTestApp, get, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from '#tests/server/test-smtp.ts';

let database: TestDatabase;
let smtp: TestSmtpServer;
let t: TestApp;
let locationIds: number[];
let otherLocationId: number;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startTestSmtpServer();
  t = createTestApp(database.db, { smtpUrl: smtp.url });
  locationIds = planningLocations
    .parse(await (await get(t.app, '/api/web/planning/locations')).json())
    .locations.map((location) => location.id);
  otherLocationId = planningLocations.parse(
    await (await get(t.app, '/api/web/planning/locations', { host: 'other.test' })).json(),
  ).locations[0]!.id;
});

afterAll(async () => {
  await t.mail.flush();
  await smtp.close();
  await database.close();
});

const atNeed = (email = contactEmail()) => ({
  ...preplan(email),
  dateOfDeath: '2026-01-12',
  relationship: 'child',
  placeOfDeath: 'At home',
});

const submit = (body: unknown, headers: Record<string, string> = {}, host = 'localhost') =>
  t.app.request('/api/web/planning/submit', {
    method: 'POST',
    headers: { 'X-Host': host, 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const issuesOf = async (response: Response) => {
  expect(response.status).toBe(422);
  return apiError.parse(await response.json()).issues ?? [];
};

const casesOf = (companyId: number) =>
  database.db.select({ n: count() }).from(cases).where(eq(cases.companyId, companyId));

const mailsTo = (address: string) => (mail: ReceivedMail) => mail.to.includes(address) || mail.text.includes(address);

describe('GET /api/web/planning/fields', () => {
  it("answers the company's form: the five named sections and a final one, with field rules", async () => {
    const response = await get(t.app, '/api/web/planning/fields');
    expect(response.status).toBe(200);
    const form = planningForm.parse(await response.json());
    expect(form.sections.map((section) => [section.urlKey, section.name, section.decedentDetails])).toEqual([
      ['contact-information', 'Contact Information', false],
      ['decedent-details', 'Decedent Details', true],
      ['additional-family', 'Additional Family', false],
      ['education-profession', 'Education + Profession', false],
      ['military', 'Military', false],
      ['final-wishes', 'Final Wishes', false],
    ]);
    const email = form.sections[0]!.fields.find((field) => field.id === 'contactEmail');
    expect(email).toMatchObject({ type: 'email', label: 'Email', required: true, purpose: 'contactEmail' });
    const years = form.sections[3]!.fields.find((field) => field.id === 'yearsInOccupation');
    expect(years).toMatchObject({ type: 'number', min: 0, max: 80, integer: true });
  });

  it('gives each company its own form', async () => {
    const other = planningForm.parse(
      await (await get(t.app, '/api/web/planning/fields', { host: 'other.test' })).json(),
    );
    expect(other.sections.map((section) => section.name)).toEqual(['Contact Information', 'About Them']);
    expect((await get(t.app, '/api/web/planning/fields', { host: 'unknown.example' })).status).toBe(404);
  });
});

describe('GET /api/web/planning/locations and /address', () => {
  it('lists the locations with address and phone, and the number to call now', async () => {
    const body = planningLocations.parse(await (await get(t.app, '/api/web/planning/locations')).json());
    expect(body.phoneNumber).toBe('(503) 555-0142');
    expect(body.locations.map((location) => [location.name, location.phoneNumber, location.address.city])).toEqual([
      ['Maple Grove Chapel', '(503) 555-0142', 'Portland'],
      ['Riverside Chapel', '(503) 555-0167', 'Milwaukie'],
      ['Hillcrest Chapel', '(503) 555-0193', 'Beaverton'],
    ]);
  });

  it('offers the countries and regions of address fields, defaulting to the first location’s country', async () => {
    const book = addressBook.parse(await (await get(t.app, '/api/web/planning/address')).json());
    expect(book.defaultCountry).toBe('US');
    expect(book.countries.map((country) => country.code)).toEqual(['US', 'CA']);
    const us = book.countries[0]!;
    expect(us.regions).toContainEqual({ code: 'OR', name: 'Oregon' });
    expect(us.regions).toHaveLength(56);
    expect(us).toMatchObject({ regionLabel: 'State', postalCodeLabel: 'ZIP code', postalCodeExample: '97214' });
    expect(book.countries[1]?.regions).toHaveLength(13);
  });
});

describe('POST /api/web/planning/submit: validation (spec §5)', () => {
  it('answers 422 for a body without its parts', async () => {
    expect(await issuesOf(await submit({}))).toEqual([
      { path: 'locationId', message: 'This field is required' },
      { path: 'caseStatus', message: 'This field is required' },
      { path: 'fields', message: 'This field is required' },
    ]);
    expect(await issuesOf(await submit({ locationId: 'one', caseStatus: 'LATER', fields: [] }))).toEqual([
      { path: 'locationId', message: 'Expected number' },
      { path: 'caseStatus', message: 'Invalid option selected. Valid options are: AT_NEED, PRE_PLAN' },
      { path: 'fields', message: 'Expected record' },
    ]);
  });

  it("checks the fields against the company's definitions, with spec messages per field", async () => {
    const issues = await issuesOf(
      await submit({
        locationId: locationIds[0],
        caseStatus: 'PRE_PLAN',
        fields: {
          ...preplan(),
          contactLastName: '   ',
          contactEmail: 'ruth-at-example',
          contactPhone: 'call me',
          contactAddress: { country: 'US', line1: '1 Main St', city: 'Portland', region: 'OR', postalCode: '972' },
          servedInMilitary: 'maybe',
          yearsInOccupation: 81,
          decedentFirstName: 'M'.repeat(101),
        },
      }),
    );
    expect(issues).toEqual([
      { path: 'fields.contactLastName', message: 'This field is required' },
      { path: 'fields.contactEmail', message: 'Please enter a valid email address' },
      { path: 'fields.contactPhone', message: 'Please enter a valid format' },
      { path: 'fields.contactAddress.postalCode', message: 'Please enter a valid format' },
      { path: 'fields.decedentFirstName', message: 'Cannot exceed 100 characters' },
      { path: 'fields.yearsInOccupation', message: 'Cannot exceed 80' },
      { path: 'fields.servedInMilitary', message: 'Invalid option selected. Valid options are: yes, no' },
    ]);
  });

  it('asks at-need plans for the date of passing and the relationship, which pre-plans never see', async () => {
    const issues = await issuesOf(
      await submit({ locationId: locationIds[0], caseStatus: 'AT_NEED', fields: preplan() }),
    );
    expect(issues).toEqual([
      { path: 'fields.dateOfDeath', message: 'This field is required' },
      { path: 'fields.relationship', message: 'This field is required' },
    ]);
  });

  it("refuses another company's location (tenancy)", async () => {
    expect(
      await issuesOf(await submit({ locationId: otherLocationId, caseStatus: 'PRE_PLAN', fields: preplan() })),
    ).toEqual([
      { path: 'locationId', message: `Invalid option selected. Valid options are: ${locationIds.join(', ')}` },
    ]);
  });

  it('answers malformed JSON with 400 JSON, an oversized body with 413, a bad key with 422', async () => {
    const malformed = await submit('{"locationId":');
    expect(malformed.status).toBe(400);
    expect(apiError.parse(await malformed.json()).status).toBe(400);
    const huge = await submit({ locationId: 1, caseStatus: 'PRE_PLAN', fields: { notes: 'x'.repeat(70_000) } });
    expect(huge.status).toBe(413);
    const badKey = await submit(
      { locationId: locationIds[0], caseStatus: 'PRE_PLAN', fields: preplan() },
      { 'Idempotency-Key': 'short' },
    );
    expect(await issuesOf(badKey)).toEqual([{ path: 'idempotency-key', message: 'Must be at least 8 characters' }]);
  });
});

describe('POST /api/web/planning/submit: bad input is refused, never a failure', () => {
  it('refuses an answer that is no text, number or address, however deeply nested, with or without a key', async () => {
    // Written as text: the test's own JSON.stringify could not nest this deep.
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    const body = JSON.stringify({
      locationId: locationIds[0],
      caseStatus: 'PRE_PLAN',
      fields: { ...preplan(), notes: 0 },
    });
    for (const key of [{}, { 'Idempotency-Key': 'deeply-nested-answer' }] as Record<string, string>[]) {
      const issues = await issuesOf(await submit(body.replace('"notes":0', `"notes":${deep}`), key));
      expect(issues).toEqual([{ path: 'fields.notes', message: 'Expected string, number or object' }]);
    }
    const wrong = await issuesOf(
      await submit({ locationId: locationIds[0], caseStatus: 'PRE_PLAN', fields: { ...preplan(), notes: true } }),
    );
    expect(wrong).toEqual([{ path: 'fields.notes', message: 'Expected string, number or object' }]);
  });

  it('refuses a NUL character or a lone surrogate in an answer, and a location id beyond its column', async () => {
    const issues = await issuesOf(
      await submit({
        locationId: 99_999_999_999,
        caseStatus: 'PRE_PLAN',
        fields: preplan(),
      }),
    );
    expect(issues).toEqual([{ path: 'locationId', message: 'Cannot exceed 2147483647' }]);
    const answers = await issuesOf(
      await submit({
        locationId: locationIds[0],
        caseStatus: 'PRE_PLAN',
        fields: {
          ...preplan(),
          contactFirstName: 'Ruth\u0000',
          contactAddress: {
            country: 'US',
            line1: '1 Main St\ud800',
            city: 'Portland',
            region: 'OR',
            postalCode: '97214',
          },
          specialRequests: 'A hymn \udfff',
        },
      }),
    );
    expect(answers).toEqual([
      { path: 'fields.contactFirstName', message: 'Invalid string' },
      { path: 'fields.contactAddress.line1', message: 'Invalid string' },
      { path: 'fields.specialRequests', message: 'Invalid string' },
    ]);
  });
});

describe('POST /api/web/planning/submit: a plan reaches the funeral home', () => {
  it('creates a PRE_PLAN case and the submission, and mails the location and the contact', async () => {
    const email = contactEmail();
    const response = await submit({ locationId: locationIds[1], caseStatus: 'PRE_PLAN', fields: preplan(email) });
    expect(response.status).toBe(201);
    const result = planningSubmitResult.parse(await response.json());
    expect(result).toMatchObject({ caseStatus: 'PRE_PLAN', locationId: locationIds[1] });
    expect(result.reference).toBe(String(result.caseId).padStart(6, '0'));

    const [row] = await database.db.select().from(cases).where(eq(cases.id, result.caseId));
    expect(row).toMatchObject({
      companyId: database.demoCompanyId,
      status: 'PRE_PLAN',
      locationId: locationIds[1],
      decedentName: 'Margaret Ellis',
      nameSlug: 'margaret-ellis',
    });
    const [submission] = await database.db
      .select()
      .from(planningSubmissions)
      .where(eq(planningSubmissions.id, result.submissionId));
    expect(submission).toMatchObject({ caseId: result.caseId, caseStatus: 'PRE_PLAN', contactEmail: email });
    // Trimmed, and limited to what was shown: the branch of someone who did not serve is dropped.
    expect(submission?.fields).toEqual({
      contactFirstName: 'Ruth',
      contactLastName: 'Ellis',
      contactEmail: email,
      contactPhone: '(503) 555-0199',
      decedentFirstName: 'Margaret',
      decedentLastName: 'Ellis',
      servedInMilitary: 'no',
      specialRequests: 'Her favourite hymn, please.',
    });

    await t.mail.flush();
    const [notification] = await smtp.waitFor(
      (mail) => mail.to.includes('riverside@evergreenfuneralhomes.example') && mail.text.includes(email),
    );
    expect(notification?.subject).toBe(`Pre-planning request: Margaret Ellis (reference ${result.reference})`);
    expect(notification?.from).toBe('Evergreen Funeral Homes <no-reply@lantern.test>');
    expect(notification?.replyTo).toBe(email);
    expect(notification?.text).toContain('Location: Riverside Chapel');
    expect(notification?.text).toContain('Decedent Details\n  First name: Margaret');
    expect(notification?.text).toContain('  Anything else we should know: Her favourite hymn, please.');

    const [confirmation] = await smtp.waitFor((mail) => mail.to.includes(email));
    expect(confirmation?.subject).toBe('Thank you for planning ahead - Evergreen Funeral Homes');
    expect(confirmation?.replyTo).toBe('riverside@evergreenfuneralhomes.example');
    expect(confirmation?.text).toContain('Dear Ruth,');
    expect(confirmation?.text).toContain(`Your reference number is ${result.reference}.`);
    // The link is the company's configured site, never the request's host.
    expect(confirmation?.text).toContain('http://localhost:3000/');
    // No family details in a mail that a typo could send to a stranger.
    expect(confirmation?.text).not.toContain('Margaret');

    const outbox = await database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.companyId, database.demoCompanyId), eq(mailOutbox.toAddress, email)));
    expect(outbox).toEqual([{ status: 'sent' }]);
  });

  it('creates an AT_NEED case and tells the family when someone will call', async () => {
    const email = contactEmail();
    const response = await submit(
      { locationId: locationIds[0], caseStatus: 'AT_NEED', fields: atNeed(email) },
      { 'X-Host': '127.0.0.1' },
    );
    expect(response.status).toBe(201);
    const result = planningSubmitResult.parse(await response.json());
    const [row] = await database.db.select({ status: cases.status }).from(cases).where(eq(cases.id, result.caseId));
    expect(row?.status).toBe('AT_NEED');
    await t.mail.flush();
    const mails = await smtp.waitFor(mailsTo(email), 2);
    const notification = mails.find((mail) => mail.to.includes('maplegrove@evergreenfuneralhomes.example'));
    expect(notification?.subject).toBe(`At need: Margaret Ellis (reference ${result.reference})`);
    expect(notification?.text).toContain('Please call them as soon as you can.');
    expect(notification?.text).toContain('  Date of passing: 2026-01-12');
    const confirmation = mails.find((mail) => mail.to.includes(email));
    expect(confirmation?.subject).toBe('We have your request, and we are here for you - Evergreen Funeral Homes');
    expect(confirmation?.text).toContain('call (503) 555-0142 at any time, day or night');
    expect(confirmation?.text).toContain('http://localhost:3000/');
  });

  it('creates one case for a repeated Idempotency-Key and returns the first result', async () => {
    const email = contactEmail();
    const body = { locationId: locationIds[0], caseStatus: 'PRE_PLAN', fields: preplan(email) };
    const key = { 'Idempotency-Key': `plan-test-${email}` };
    const [before] = await casesOf(database.demoCompanyId);
    const first = await submit(body, key);
    const again = await submit(body, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await again.json()).toEqual(await first.json());
    const [after] = await casesOf(database.demoCompanyId);
    expect(after!.n - before!.n).toBe(1);
    await t.mail.flush();
    await smtp.waitFor(mailsTo(email), 2);
    expect(smtp.received.filter(mailsTo(email))).toHaveLength(2);
  });

  it('creates one case for a double click: two requests at once with one key', async () => {
    const email = contactEmail();
    const body = { locationId: locationIds[2], caseStatus: 'AT_NEED', fields: atNeed(email) };
    const key = { 'Idempotency-Key': `plan-double-${email}` };
    const [before] = await casesOf(database.demoCompanyId);
    const responses = await Promise.all([submit(body, key), submit(body, key)]);
    expect(responses.map((response) => response.status)).toEqual([201, 201]);
    const [a, b] = await Promise.all(
      responses.map(async (response) => planningSubmitResult.parse(await response.json())),
    );
    expect(a?.caseId).toBe(b?.caseId);
    const [after] = await casesOf(database.demoCompanyId);
    expect(after!.n - before!.n).toBe(1);
  });

  it('refuses a key reused for a different plan, and keeps keys per company', async () => {
    const key = { 'Idempotency-Key': `plan-reuse-${contactEmail()}` };
    const body: PlanningSubmission = { locationId: locationIds[0]!, caseStatus: 'PRE_PLAN', fields: preplan() };
    expect((await submit(body, key)).status).toBe(201);
    expect(await issuesOf(await submit({ ...body, fields: preplan() }, key))).toEqual([
      { path: 'idempotency-key', message: 'This key was already used for a different submission' },
    ]);
    const elsewhere = await submit(
      {
        locationId: otherLocationId,
        caseStatus: 'PRE_PLAN',
        fields: { name: 'Ann', email: contactEmail(), firstName: 'Jo' },
      },
      key,
      'other.test',
    );
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps a failed attempt from using up its key', async () => {
    const key = { 'Idempotency-Key': `plan-retry-${contactEmail()}` };
    const body = { locationId: locationIds[0], caseStatus: 'AT_NEED', fields: preplan() };
    expect((await submit(body, key)).status).toBe(422);
    const fixed = await submit(
      { ...body, fields: { ...body.fields, dateOfDeath: '2026-02-01', relationship: 'spouse' } },
      key,
    );
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });
});

describe('mail without SMTP, and when SMTP is down', () => {
  it('keeps mail in the outbox with a log line holding the link when no SMTP is set', async () => {
    const quiet = createTestApp(database.db);
    const email = contactEmail();
    const response = await quiet.app.request('/api/web/planning/submit', {
      method: 'POST',
      headers: { 'X-Host': 'localhost', 'Content-Type': 'application/json' },
      body: JSON.stringify({ locationId: locationIds[0], caseStatus: 'PRE_PLAN', fields: preplan(email) }),
    });
    expect(response.status).toBe(201);
    await quiet.mail.flush();
    const rows = await database.db
      .select({ status: mailOutbox.status, kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(rows).toEqual([{ status: 'logged', kind: 'planning.confirmation' }]);
    const line = quiet.logs.find(
      (log) =>
        (log.mail as { to?: string } | undefined)?.to === email &&
        log.msg === 'mail kept in the outbox (no SMTP_URL set)',
    );
    expect(line?.mail).toMatchObject({ links: ['http://localhost:3000/'] });
  });

  it('leaves mail pending while SMTP is down and delivers it on the next sweep', async () => {
    const down = await startTestSmtpServer();
    const url = down.url;
    await down.close();
    const broken = createTestApp(database.db, { smtpUrl: url });
    const email = contactEmail();
    const response = await broken.app.request('/api/web/planning/submit', {
      method: 'POST',
      headers: { 'X-Host': 'localhost', 'Content-Type': 'application/json' },
      body: JSON.stringify({ locationId: locationIds[0], caseStatus: 'PRE_PLAN', fields: preplan(email) }),
    });
    // The family's plan is safe whatever the mail server does.
    expect(response.status).toBe(201);
    await broken.mail.flush();
    const pending = await database.db
      .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(pending).toEqual([{ status: 'pending', attempts: 1 }]);
    expect(broken.logs.some((log) => log.msg === 'mail delivery failed')).toBe(true);

    await t.mail.deliverPending();
    await smtp.waitFor((mail) => mail.to.includes(email));
    const [sent] = await database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(sent?.status).toBe('sent');
  });
});

describe('Idempotency-Key expiry (24 hours after first use, as Stripe)', () => {
  let now = new Date('2026-05-04T10:00:00.000Z');
  let timed: TestApp;
  beforeAll(() => {
    timed = createTestApp(database.db, { clock: { now: () => now } });
  });
  const at = (iso: string) => (now = new Date(iso));
  const submitTimed = (body: unknown, key: string) =>
    timed.app.request('/api/web/planning/submit', {
      method: 'POST',
      headers: { 'X-Host': 'localhost', 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
  const caseIdOf = async (response: Response) => planningSubmitResult.parse(await response.json()).caseId;
  const keysNamed = (...names: string[]) =>
    database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, names));

  it('answers the first result for 24 hours, then treats the key as new', async () => {
    const key = `plan-expiry-${contactEmail()}`;
    const body = { locationId: locationIds[0], caseStatus: 'PRE_PLAN', fields: preplan() };
    at('2026-05-04T10:00:00.000Z');
    const first = await submitTimed(body, key);
    expect(first.status).toBe(201);
    const firstCase = await caseIdOf(first);

    at('2026-05-05T09:59:59.999Z');
    const repeat = await submitTimed(body, key);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await caseIdOf(repeat)).toBe(firstCase);

    at('2026-05-05T10:00:00.000Z');
    const renewed = await submitTimed(body, key);
    expect(renewed.status).toBe(201);
    expect(renewed.headers.get('idempotent-replayed')).toBeNull();
    const secondCase = await caseIdOf(renewed);
    expect(secondCase).not.toBe(firstCase);

    at('2026-05-05T10:01:00.000Z');
    expect(await caseIdOf(await submitTimed(body, key))).toBe(secondCase);
  });

  it('deletes keys 24 hours old, and two cleanups at once delete each row once', async () => {
    const body = { locationId: locationIds[1], caseStatus: 'PRE_PLAN', fields: preplan() };
    const [old1, old2, young] = ['old-1', 'old-2', 'young'].map((name) => `plan-sweep-${name}-${contactEmail()}`);
    at('2026-06-01T08:00:00.000Z');
    expect((await submitTimed(body, old1!)).status).toBe(201);
    at('2026-06-01T09:00:00.000Z');
    expect((await submitTimed({ ...body, fields: preplan() }, old2!)).status).toBe(201);
    at('2026-06-02T08:30:00.000Z');
    expect((await submitTimed({ ...body, fields: preplan() }, young!)).status).toBe(201);

    const sweepAt = new Date('2026-06-02T09:00:00.000Z');
    const [expired] = await database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(lte(idempotencyKeys.createdAt, new Date('2026-06-01T09:00:00.000Z')));
    const deleted = await Promise.all([
      expireIdempotencyKeys(database.db, sweepAt),
      expireIdempotencyKeys(database.db, sweepAt),
    ]);
    expect(deleted[0]! + deleted[1]!).toBe(expired!.n);
    expect((await keysNamed(old1!, old2!, young!)).map((row) => row.key)).toEqual([young]);
  });
});
