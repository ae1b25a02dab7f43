import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyContract } from '#contract/family-statement.ts';
import { contracts, locations, planningForms, planningSubmissions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { createCompany } from '#tests/server/factories/company.ts';
import { newFamily, newFamilyCase, purchaserFor, type FamilyFixture } from '#tests/server/family-fixtures.ts';
import { request } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';

/*
 * The purchaser form starts from what the family typed into /plan-now. A case opened from a
 * planning request answers its contact as the purchaser's start (never stored); a case without one
 * answers nothing, as before; a saved purchaser wins.
 */

let database: TestDatabase;
let t: TestApp;
let scope: TenantScope;
let rose: FamilyFixture;
let host: string;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db);
  const company = await createCompany(database);
  ({ host, scope } = company);
  rose = await newFamily(t.app, company, { member: { name: 'Ruth Ellis' }, case: { name: 'Walter Ellis' } });
});
afterAll(() => database.close());

const contractOf = async (caseId: number) => {
  const response = await request(t.app, 'GET', `/api/family/arrangements/${caseId}/contract`, {
    host,
    token: rose.token,
  });
  expect(response.status).toBe(200);
  return familyContract.parse(await response.json());
};

/** A case of Ruth's opened from her at-need request on the demo form (the form every test company has). */
async function caseFromRequest(fields: Record<string, unknown>) {
  const caseId = await newFamilyCase(scope, rose.memberId, 'Margaret Planned Ellis');
  const [form] = await scope
    .select({ id: planningForms.id })
    .from(planningForms)
    .orderBy(desc(planningForms.version))
    .limit(1);
  const [location] = await scope.select({ id: locations.id }).from(locations).limit(1);
  await scope.insert(planningSubmissions, {
    caseId,
    formId: form!.id,
    locationId: location!.id,
    caseStatus: 'AT_NEED',
    contactEmail: 'ruth.ellis@family.example',
    requestStatus: 'case-opened',
    fields,
  });
  return caseId;
}

const ruthsRequest = {
  contactFirstName: 'Ruth',
  contactLastName: 'Ellis',
  contactEmail: 'ruth.ellis@family.example',
  contactPhone: '(503) 555-0199',
  contactAddress: { line1: '12 Alder Street', city: 'Portland', region: 'OR', postalCode: '97214', country: 'US' },
  decedentFirstName: 'Margaret',
  decedentLastName: 'Ellis',
  decedentAddress: { line1: '9 Elm Court', city: 'Salem', region: 'OR', postalCode: '97301', country: 'US' },
  relationship: 'child',
};

describe("the purchaser's start", () => {
  it("answers the request's contact for a case opened from a planning request, and stores nothing", async () => {
    const caseId = await caseFromRequest(ruthsRequest);
    const contract = await contractOf(caseId);
    expect(contract.purchaser).toBeNull();
    expect(contract.purchaserFromRequest).toEqual({
      fullName: 'Ruth Ellis',
      relationship: 'Son or daughter',
      addressLine1: '12 Alder Street',
      city: 'Portland',
      region: 'OR',
      postalCode: '97214',
      phone: '(503) 555-0199',
      email: 'ruth.ellis@family.example',
    });
    expect(await scope.selectAll(contracts, eq(contracts.caseId, caseId))).toEqual([]);
  });

  it('gives only what the request answered', async () => {
    const caseId = await caseFromRequest({ contactFirstName: 'Ruth', contactEmail: 'ruth.ellis@family.example' });
    expect((await contractOf(caseId)).purchaserFromRequest).toEqual({
      fullName: 'Ruth',
      email: 'ruth.ellis@family.example',
    });
  });

  it('answers no start for a case opened without a request, as before', async () => {
    const caseId = await newFamilyCase(scope, rose.memberId, 'Harold Walk-in Ellis');
    const contract = await contractOf(caseId);
    expect(contract).toMatchObject({ purchaser: null, purchaserFromRequest: null });
  });

  it('answers the saved purchaser once the family saves one, and no start beside it', async () => {
    const caseId = await caseFromRequest(ruthsRequest);
    const saved = await request(t.app, 'POST', `/api/family/arrangements/${caseId}/contract/details`, {
      host,
      token: rose.token,
      body: purchaserFor('Thomas Ellis'),
    });
    expect(saved.status).toBe(200);
    expect(familyContract.parse(await saved.json()).purchaserFromRequest).toBeNull();
    const contract = await contractOf(caseId);
    expect(contract.purchaser).toEqual(purchaserFor('Thomas Ellis'));
    expect(contract.purchaserFromRequest).toBeNull();
  });
});
