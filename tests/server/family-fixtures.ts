import { asc, eq } from 'drizzle-orm';
import { arrangement, type Arrangement, type PurchaserDetails } from '#contract/family-arrangements.ts';
import { sandboxTokenFor } from '#contract/sandbox-cards.ts';
import type { App } from '#server/app.ts';
import {
  caseMembers,
  casePayments,
  gplItems,
  itemVariants,
  memorialWallComments,
  packageLines,
  packages,
  selectorItems,
  selectors,
  statementTemplates,
  users,
} from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { createArrangement, type ArrangementOptions } from './factories/arrangement.ts';
import { createCase, type CaseOptions } from './factories/case.ts';
import type { FactoryCompany } from './factories/company.ts';
import { addCaseMember, createFamilyMember, type FamilyMemberOptions } from './factories/family.ts';
import { request, signIn } from './tenant-fixtures.ts';

/*
 * A family account signed in with the ids of its family portal (its case, a line, a package, items,
 * a selector, the template, a payment, a memory), and cases made on demand in a given state through
 * the API, for tests that walk the family routes. newFamily makes the family with the factories
 * (./factories/); familyFixture takes an account that exists (the seeded ones, for the isolation
 * tests that use the seeded companies).
 */

export interface FamilyFixture {
  host: string;
  account: { email: string; password: string };
  memberId: number;
  token: string;
  ids: {
    case: number;
    line: number;
    /** The item of `line`. */
    lineItem: number;
    package: number;
    /**
     * An item the family may add again and again: sold by the piece and in no package, so each add is
     * a line of the family's own, or more of it (an item held already is refused otherwise, decision 0072).
     */
    item: number;
    itemWithVariants: number;
    selector: number;
    template: number;
    payment: number;
    /** A memory on the case's memorial wall (its first). */
    wallComment: number;
  };
}

export const purchaserFor = (fullName: string): PurchaserDetails => ({
  fullName,
  relationship: 'Daughter',
  addressLine1: '1 Test Lane',
  city: 'Testville',
  region: 'OR',
  postalCode: '97000',
  phone: '(503) 555-0100',
  email: 'purchaser@family.example',
});

const first = async <T>(rows: Promise<T[]>, what: string): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error(`Family fixture: the company has no ${what}`);
  return row;
};

export async function familyFixture(
  app: App,
  host: string,
  scope: TenantScope,
  account: { email: string; password: string },
): Promise<FamilyFixture> {
  const token = await signIn(app, host, account);
  const member = await first(scope.select({ id: users.id }).from(users, eq(users.email, account.email)), 'account');
  const membership = await first(
    scope
      .select({ caseId: caseMembers.caseId })
      .from(caseMembers, eq(caseMembers.userId, member.id))
      .orderBy(asc(caseMembers.caseId)),
    'family case',
  );
  const loaded = await arrangementOf(app, host, token, membership.caseId);
  const line = loaded.categories.flatMap((category) => category.lines)[0];
  if (!line) throw new Error('Family fixture: the case has no line');
  const [pkg, { item, withVariants }, selector, template] = await Promise.all([
    first(scope.select({ id: packages.id }).from(packages).orderBy(asc(packages.id)), 'package'),
    addableItems(scope),
    first(scope.select({ id: selectors.id }).from(selectors).orderBy(asc(selectors.id)), 'selector'),
    first(scope.select({ id: statementTemplates.id }).from(statementTemplates), 'template'),
  ]);
  const ids = {
    case: membership.caseId,
    line: line.id,
    lineItem: line.item?.id ?? item.id,
    package: pkg.id,
    item: item.id,
    itemWithVariants: withVariants.id,
    selector: selector.id,
    template: template.id,
    payment: await paymentOf(scope, membership.caseId),
    wallComment: await wallCommentOf(scope, membership.caseId),
  };
  return { host, account, memberId: member.id, token, ids };
}

/**
 * The fixture's `item` and `itemWithVariants`, both in no package, so a family adds them as lines of
 * its own (an item the arrangement holds already is refused, decision 0072): `item` sold by the piece, so
 * it can be added again and again (each add is more of its line).
 */
async function addableItems(scope: TenantScope): Promise<{ item: { id: number }; withVariants: { id: number } }> {
  const [items, varied, packaged] = await Promise.all([
    scope.select({ id: gplItems.id, soldByQuantity: gplItems.soldByQuantity }).from(gplItems).orderBy(asc(gplItems.id)),
    scope.select({ id: itemVariants.itemId }).from(itemVariants).orderBy(asc(itemVariants.id)),
    scope.select({ itemId: packageLines.itemId }).from(packageLines),
  ]);
  const inPackages = new Set(packaged.map((row) => row.itemId));
  const item = items.find((row) => row.soldByQuantity && !inPackages.has(row.id)) ?? items[0];
  const withVariants = varied.find((row) => !inPackages.has(row.id)) ?? varied[0];
  if (!item || !withVariants) throw new Error('Family fixture: the company has no item, or none with variants');
  return { item, withVariants };
}

/** A payment of the case: its first, or one recorded here for a case that has none. */
async function paymentOf(scope: TenantScope, caseId: number): Promise<number> {
  const [found] = await scope.select({ id: casePayments.id }).from(casePayments, eq(casePayments.caseId, caseId));
  if (found) return found.id;
  const [made] = await scope
    .insert(casePayments, {
      caseId,
      amountCents: 100,
      status: 'declined',
      provider: 'sandbox',
      idempotencyKey: `fixture-${caseId}`,
    })
    .returning({ id: casePayments.id });
  return made!.id;
}

/** A memory on the case's wall: its first, or one written here for a case that has none. */
async function wallCommentOf(scope: TenantScope, caseId: number): Promise<number> {
  const where = eq(memorialWallComments.caseId, caseId);
  const [found] = await scope.select({ id: memorialWallComments.id }).from(memorialWallComments, where).limit(1);
  if (found) return found.id;
  const [made] = await scope
    .insert(memorialWallComments, {
      caseId,
      authorName: 'Fixture Visitor',
      authorEmail: 'visitor@example.com',
      body: 'A fixture memory',
      status: 'pending',
    })
    .returning({ id: memorialWallComments.id });
  return made!.id;
}

/**
 * A family of a test's own, signed in: a case (by default at need, with dates), its member and an
 * arrangement (by default the 'Traditional burial' package chosen, nothing else), made by the
 * factories in `company`; then the ids as familyFixture gathers them.
 */
export async function newFamily(
  app: App,
  company: Pick<FactoryCompany, 'host' | 'scope'>,
  options: {
    member?: FamilyMemberOptions;
    case?: CaseOptions;
    arrangement?: ArrangementOptions;
    /** More the case holds (memories, proofs…), made before the ids are read: its first memory is `ids.wallComment`. */
    content?: (caseId: number) => Promise<unknown>;
  } = {},
): Promise<FamilyFixture> {
  const { caseId } = await createCase(company.scope, {
    deceased: { bornOn: '1940-01-01', diedDaysAgo: 2 },
    ...options.case,
  });
  const member = await createFamilyMember(company.scope, { ...options.member, caseIds: [caseId] });
  await createArrangement(
    company.scope,
    { caseId, memberId: member.memberId },
    options.arrangement ?? { packageName: 'Traditional burial' },
  );
  await options.content?.(caseId);
  return familyFixture(app, company.host, company.scope, { email: member.email, password: member.password });
}

export async function arrangementOf(app: App, host: string, token: string, caseId: number): Promise<Arrangement> {
  const response = await request(app, 'GET', `/api/family/arrangements/${caseId}`, { host, token });
  if (response.status !== 200) throw new Error(`GET arrangement ${caseId}: ${response.status}`);
  return arrangement.parse(await response.json());
}

/** A new case of the family's company with the fixture's member, nothing arranged (no dates, no obituary). */
export async function newFamilyCase(
  scope: TenantScope,
  memberId: number,
  decedentName = 'Fixture Case Person',
): Promise<number> {
  const { caseId } = await createCase(scope, { name: decedentName });
  await addCaseMember(scope, caseId, memberId);
  return caseId;
}

/**
 * A new case ready to sign: the first package chosen, every open line completed with the first
 * choice and first variant (through the API, as a family would), and a purchaser named `fullName`.
 */
export async function readyToSign(
  app: App,
  family: FamilyFixture,
  scope: TenantScope,
  fullName = 'Pat Fixture',
): Promise<number> {
  const caseId = await newFamilyCase(scope, family.memberId);
  const send = (method: string, path: string, body?: unknown) =>
    request(app, method, `/api/family/arrangements/${caseId}${path}`, { host: family.host, token: family.token, body });
  const chosen = await send('POST', `/packages/${family.ids.package}`);
  if (chosen.status !== 200) throw new Error(`choose package: ${chosen.status}`);
  for (const line of arrangement.parse(await chosen.json()).categories.flatMap((category) => category.lines)) {
    if (!line.selector && (!line.item || line.item.variantCount === 0 || line.variant)) continue;
    const itemId = line.item?.id ?? (await firstChoice(scope, line.selector!.id));
    const [variant] = await scope
      .select({ id: itemVariants.id })
      .from(itemVariants, eq(itemVariants.itemId, itemId))
      .orderBy(asc(itemVariants.id))
      .limit(1);
    const patched = await send('PATCH', `/lines/${line.id}`, {
      itemId,
      quantity: line.quantity,
      variantId: variant?.id ?? null,
    });
    if (patched.status !== 200) throw new Error(`complete line ${line.id}: ${patched.status}`);
  }
  const details = await send('POST', '/contract/details', purchaserFor(fullName));
  if (details.status !== 200) throw new Error(`details: ${details.status}`);
  return caseId;
}

async function firstChoice(scope: TenantScope, selectorId: number): Promise<number> {
  const [row] = await scope
    .select({ itemId: selectorItems.itemId })
    .from(selectorItems, eq(selectorItems.selectorId, selectorId))
    .orderBy(asc(selectorItems.position))
    .limit(1);
  return row!.itemId;
}

let signatures = 0;

/** A new signed case (ready to sign, then signed through the API). */
export async function signedCase(app: App, family: FamilyFixture, scope: TenantScope): Promise<number> {
  const caseId = await readyToSign(app, family, scope);
  const signed = await request(app, 'POST', `/api/family/arrangements/${caseId}/contract/submit`, {
    host: family.host,
    token: family.token,
    body: { signatureName: 'Pat Fixture', consent: true },
    headers: { 'Idempotency-Key': `fixture-sign-${(signatures += 1)}-${caseId}` },
  });
  if (signed.status !== 200) throw new Error(`sign: ${signed.status} ${await signed.text()}`);
  return caseId;
}

export const sandboxToken = (card = '4242 4242 4242 4242'): string => sandboxTokenFor(card, 'abcdefghijklmnop')!;
