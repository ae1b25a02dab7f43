import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companySettings,
  companySettingsMessages,
  PAYMENT_INSTRUCTIONS_MAX,
  settingsLocation,
  type CompanySettingsBody,
  type LocationBody,
} from '#contract/company-settings.ts';
import { apiError } from '#contract/errors.ts';
import { planningLocations } from '#contract/planning.ts';
import { priceListWrite } from '#contract/staff-price-list.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import { renderContext } from '#contract/website.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_OWNER_EMAIL,
  EVERGREEN_OWNER_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { paymentInstructionsOf } from '#server/services/company-settings/payment-instructions.ts';
import { writeClientBuild, type ClientBuild } from '#tests/server/client-build.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * Decision 0089: the owner's Settings. Name, time zone, hosts (another company's
 * refused, the one in use kept, a change answering at once through the cached host lookup), site
 * address, mail sender; locations added, changed, retired (never deleted; the last one in service
 * kept), and what a retired one no longer offers; the company's zone counting the price list's days.
 */

/** 05:00 UTC: already the 5th in New York, still the 4th in Los Angeles (the demo's zone). */
const now = new Date('2026-05-05T05:00:00Z');
const path = '/api/staff/company/settings';

let database: TestDatabase;
let t: TestApp;
let company: FactoryCompany;
let other: FactoryCompany;
let owner: string;
let client: ClientBuild;

const call = (method: string, to: string, body?: unknown, host = company.host, token = owner) =>
  request(t.app, method, to, { host, token, body, headers: { 'X-TimeZone': 'America/Los_Angeles' } });
const read = async () => companySettings.parse(await (await call('GET', path)).json());
const bodyOf = async (changes: Partial<CompanySettingsBody> = {}): Promise<CompanySettingsBody> => {
  const { name, timeZone, hosts, siteUrl, senderAddress, notificationAddress, paymentInstructions, shopEnabled } =
    await read();
  return {
    name,
    timeZone,
    hosts,
    siteUrl,
    senderAddress,
    notificationAddress,
    paymentInstructions,
    shopEnabled,
    ...changes,
  };
};
const issueOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0];
const siteOn = (host: string) => request(t.app, 'GET', '/api/web/render-context/approved', { host });
const wizardLocations = async () =>
  planningLocations
    .parse(await (await request(t.app, 'GET', '/api/web/planning/locations', { host: company.host })).json())
    .locations.map((location) => location.name);

const chapel: LocationBody = {
  name: 'Lakeside Chapel',
  address: { line1: '8 Shore Lane', city: 'Lake Oswego', region: 'OR', postalCode: '97034', country: 'us' },
  phoneNumber: '(503) 555-0142',
  email: 'lakeside@evergreen.example',
  retired: false,
};

beforeAll(async () => {
  database = await openTestDatabase();
  // An obituary page's share links are written with the site address, which the server keeps cached.
  client = await writeClientBuild({ 'index.html': '<html><head></head><body><div id="root"></div></body></html>' });
  t = createTestApp(database.db, { media: database.media, clock: { now: () => now }, clientDir: client.dir });
  company = await createCompany(database);
  other = await createCompany(database, { name: 'Harbor Light Chapel' });
  owner = await signIn(t.app, company.host, { email: EVERGREEN_OWNER_EMAIL, password: EVERGREEN_OWNER_PASSWORD });
  await createCase(company.scope, { location: 0 });
});
afterAll(async () => {
  await t.mail.flush();
  await database.close();
  await client.remove();
});

describe('the company’s settings', () => {
  it('shows the owner the name, zone, hosts, addresses and every location with its cases', async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      name: 'Evergreen Funeral Homes',
      timeZone: 'America/Los_Angeles',
      hosts: [company.host],
      siteUrl: company.siteUrl,
      currentHost: company.host,
    });
    expect(settings.locations.map((location) => location.name)).toEqual(company.locations.map((l) => l.name));
    expect(settings.locations[0]!.retired).toBe(false);
    expect(settings.locations[0]!.caseCount).toBeGreaterThan(0);
  });

  it('is the owner’s alone: a director is refused', async () => {
    const director = await signIn(t.app, company.host, {
      email: EVERGREEN_DIRECTOR_EMAIL,
      password: EVERGREEN_DIRECTOR_PASSWORD,
    });
    const refused = await call('GET', path, undefined, company.host, director);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(await refused.json())).toContain(roleRefusedMessage);
  });

  it('saves the name, zone, site address and sender; a new host answers at once, a removed one at once no more', async () => {
    const extra = `www.${company.host}`;
    const saved = await call(
      'PUT',
      path,
      await bodyOf({
        name: 'Evergreen & Lake Funeral Homes',
        timeZone: 'America/New_York',
        hosts: [company.host, extra.toUpperCase()],
        siteUrl: `https://${extra}/`,
        senderAddress: 'care@evergreen.example',
      }),
    );
    expect(saved.status).toBe(200);
    expect(companySettings.parse(await saved.json())).toMatchObject({
      name: 'Evergreen & Lake Funeral Homes',
      timeZone: 'America/New_York',
      hosts: [company.host, extra].sort(),
      siteUrl: `https://${extra}`,
      senderAddress: 'care@evergreen.example',
    });
    // The new host serves the site, under the new name; the lookup is now cached for it.
    const site = await siteOn(extra);
    expect(site.status).toBe(200);
    expect(renderContext.parse(await site.json()).company.name).toBe('Evergreen & Lake Funeral Homes');

    // Taken away again: it stops answering at once (the cached host lookup is dropped).
    expect((await call('PUT', path, await bodyOf({ hosts: [company.host] }))).status).toBe(200);
    expect((await siteOn(extra)).status).toBe(404);
  });

  it('saves the notification email and the words for paying without a card; empty words are none', async () => {
    const words = '  Checks payable to Evergreen Funeral Homes.\nOr a bank transfer to account 000-555-0142.  ';
    const saved = await call(
      'PUT',
      path,
      await bodyOf({ notificationAddress: 'front-desk@evergreen.example', paymentInstructions: words }),
    );
    expect(saved.status).toBe(200);
    expect(companySettings.parse(await saved.json())).toMatchObject({
      notificationAddress: 'front-desk@evergreen.example',
      paymentInstructions: words.trim(),
    });
    expect(await paymentInstructionsOf(company.scope)).toBe(words.trim());

    expect(
      (await call('PUT', path, await bodyOf({ notificationAddress: null, paymentInstructions: '   ' }))).status,
    ).toBe(200);
    expect(await read()).toMatchObject({ notificationAddress: null, paymentInstructions: null });
    expect(await paymentInstructionsOf(company.scope)).toBeNull();

    const tooLong = await call(
      'PUT',
      path,
      await bodyOf({ paymentInstructions: 'x'.repeat(PAYMENT_INSTRUCTIONS_MAX + 1) }),
    );
    expect(tooLong.status).toBe(422);
    expect((await issueOf(tooLong))?.path).toBe('paymentInstructions');
    const notAnAddress = await call('PUT', path, await bodyOf({ notificationAddress: 'front desk' }));
    expect(notAnAddress.status).toBe(422);
    expect((await issueOf(notAnAddress))?.path).toBe('notificationAddress');
  });

  it("writes an obituary page's share links with the new site address at once", async () => {
    const ada = await createObituary(company.scope, { fullName: 'Ada Lind' });
    const canonical = async () => {
      const html = await (await request(t.app, 'GET', `/obituaries/${ada.id}/ada-lind`, { host: company.host })).text();
      return /<link data-shell-head rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    };
    const before = await canonical();
    expect(before).toBe(`${(await read()).siteUrl}/obituaries/${ada.id}/ada-lind`);
    expect((await call('PUT', path, await bodyOf({ siteUrl: 'https://memorials.evergreen.example' }))).status).toBe(
      200,
    );
    expect(await canonical()).toBe(`https://memorials.evergreen.example/obituaries/${ada.id}/ada-lind`);
  });

  it('refuses a host another funeral home answers on, and the host in use, saving nothing', async () => {
    const taken = await call('PUT', path, await bodyOf({ name: 'Taken', hosts: [company.host, other.host] }));
    expect(taken.status).toBe(409);
    expect(await issueOf(taken)).toEqual({ path: 'hosts.1', message: companySettingsMessages.hostTaken(other.host) });

    const current = await call('PUT', path, await bodyOf({ name: 'Moved', hosts: [`new.${company.host}`] }));
    expect(current.status).toBe(409);
    expect(await issueOf(current)).toEqual({
      path: 'hosts',
      message: companySettingsMessages.currentHost(company.host),
    });

    expect(await read()).toMatchObject({ name: 'Evergreen & Lake Funeral Homes', hosts: [company.host] });
    expect((await siteOn(other.host)).status).toBe(200);
    expect((await siteOn(`new.${company.host}`)).status).toBe(404);
  });

  it.each([
    ['timeZone', { timeZone: 'Mars/Olympus' }, companySettingsMessages.timeZone],
    ['siteUrl', { siteUrl: 'http://evergreen.example' }, companySettingsMessages.siteUrl],
    ['hosts.1', { hosts: ['a.example', 'https://b.example:8080'] }, companySettingsMessages.host],
    ['hosts.1', { hosts: ['a.example', 'A.example'] }, companySettingsMessages.hostsDuplicate],
  ])('answers 422 at %s for a bad value', async (at, change, message) => {
    const response = await call('PUT', path, await bodyOf(change));
    expect(response.status).toBe(422);
    expect(await issueOf(response)).toEqual({ path: at, message });
  });

  it('keeps http for localhost site addresses only', async () => {
    const response = await call('PUT', path, await bodyOf({ siteUrl: 'http://evergreen.localhost:3000' }));
    expect(response.status).toBe(200);
    expect((await read()).siteUrl).toBe('http://evergreen.localhost:3000');
  });

  it('counts the price list’s days in the funeral home’s zone, not the browser’s', async () => {
    // Saved above: America/New_York, where it is already May 5 (the browser says Los Angeles: May 4).
    const response = await call('POST', '/api/staff/price-list/categories', {
      name: 'Keepsakes',
      position: 90,
      displayForFamily: true,
    });
    expect(response.status).toBe(201);
    expect(priceListWrite.parse(await response.json()).effectiveOn).toBe('2026-05-05');
  });
});

describe('the company’s locations', () => {
  let added: number;

  it('adds a location, which the site and the planning wizard offer at once', async () => {
    const response = await call('POST', `${path}/locations`, chapel);
    expect(response.status).toBe(201);
    const location = settingsLocation.parse(await response.json());
    expect(location).toMatchObject({ name: 'Lakeside Chapel', retired: false, caseCount: 0 });
    expect(location.address.country).toBe('US');
    added = location.id;
    expect(await wizardLocations()).toContain('Lakeside Chapel');
  });

  it('changes a location’s name, address, phone and email', async () => {
    const response = await call('PUT', `${path}/locations/${added}`, {
      ...chapel,
      name: 'Lakeside Chapel & Gardens',
      address: { ...chapel.address, line2: 'Gate B' },
      email: null,
    });
    expect(response.status).toBe(200);
    expect(settingsLocation.parse(await response.json())).toMatchObject({
      name: 'Lakeside Chapel & Gardens',
      address: { line1: '8 Shore Lane', line2: 'Gate B' },
      email: null,
    });
  });

  it('retires a location with cases: kept with them, no longer offered, no new case there', async () => {
    const [first] = company.locations;
    const { locations } = await read();
    const withCases = locations.find((location) => location.id === first!.id)!;
    const { id: _id, caseCount: _cases, ...body } = withCases;
    const retired = await call('PUT', `${path}/locations/${first!.id}`, { ...body, retired: true });
    expect(retired.status).toBe(200);
    expect(settingsLocation.parse(await retired.json())).toMatchObject({
      retired: true,
      caseCount: withCases.caseCount,
    });
    expect(withCases.caseCount).toBeGreaterThan(0);

    expect(await wizardLocations()).not.toContain(first!.name);
    const site = renderContext.parse(await (await siteOn(company.host)).json());
    expect(site.locations.map((location) => location.name)).not.toContain(first!.name);
    const newCase = await call('POST', '/api/staff/cases', {
      status: 'AT_NEED',
      locationId: first!.id,
      decedentName: 'Retired Place',
    });
    expect(newCase.status).toBe(422);

    // Brought back, it is offered again.
    expect((await call('PUT', `${path}/locations/${first!.id}`, { ...body, retired: false })).status).toBe(200);
    expect(await wizardLocations()).toContain(first!.name);
  });

  it('keeps the last location in service', async () => {
    const { locations } = await read();
    const inService = locations.filter((location) => !location.retired);
    const bodyFor = ({ id: _id, caseCount: _cases, ...body }: (typeof locations)[number]) => ({
      ...body,
      retired: true,
    });
    for (const location of inService.slice(0, -1))
      expect((await call('PUT', `${path}/locations/${location.id}`, bodyFor(location))).status).toBe(200);
    const last = inService.at(-1)!;
    const refused = await call('PUT', `${path}/locations/${last.id}`, bodyFor(last));
    expect(refused.status).toBe(409);
    expect(await issueOf(refused)).toEqual({ path: 'retired', message: companySettingsMessages.lastLocation });
    expect(await wizardLocations()).toEqual([last.name]);
  });

  it('answers 404 for another company’s location', async () => {
    const [theirs] = other.locations;
    const response = await call('PUT', `${path}/locations/${theirs!.id}`, chapel);
    expect(response.status).toBe(404);
  });
});
