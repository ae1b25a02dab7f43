import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { nameSlug } from '#contract/name-fold.ts';
import type { CaseStatus } from '#contract/planning.ts';
import type { RequestStatus } from '#contract/staff-requests.ts';
import type { Database } from '#server/db/open-database.ts';
import {
  arrangementLines,
  caseInvitations,
  caseMembers,
  cases,
  gplItems,
  planningForms,
  planningRequestEvents,
  planningSubmissions,
  users,
} from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { EVERGREEN_DIRECTOR_EMAIL } from '#server/seed/evergreen/staff.ts';
import { hashPassword } from '#server/services/auth.ts';
import { createArrangement } from '#tests/server/factories/arrangement.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { createInvitation } from '#tests/server/factories/invitation.ts';
import { taskOf } from '#tests/server/factories/task.ts';

/*
 * The console bench's company (bench/console.ts, decision 0069): the test factories' company (the demo's
 * settings, staff and price list, none of its people), then REQUESTS planning requests as /plan-now
 * would have stored them, each with its request's case, of which every fifth was opened (10,000
 * cases of the funeral home), its contact invited and, for half of them, joined; one opened case
 * in 20 has a second relative. Written in batches of 1,000 rows through the tenant scope.
 * Then a few cases made by hand with 8 members, 8 pending invitations, every task and the package's
 * arrangement lines and 24 more, for the case page. Names come from two lists (some accented), so a search finds a share.
 */

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 50_000);
const BATCH = 1_000;
const DETAILED_CASES = 3;

const FIRST = [
  'Agnes',
  'Albert',
  'Alma',
  'Arthur',
  'Beatrice',
  'Bernard',
  'Clara',
  'Cornelius',
  'Dorothy',
  'Edmund',
  'Edith',
  'Eugene',
  'Florence',
  'Francis',
  'Gertrude',
  'Harold',
  'Hazel',
  'Herbert',
  'Irene',
  'Jóhann',
  'Josephine',
  'Kenneth',
  'Lillian',
  'Louis',
  'Mabel',
  'Marcel',
  'Mildred',
  'Norman',
  'Opal',
  'Oswald',
  'Pearl',
  'Raymond',
  'Ruth',
  'Stanley',
  'Thelma',
  'Theodore',
  'Una',
  'Vernon',
  'Viola',
  'Walter',
  'Winifred',
  'Zoë',
  'Renée',
  'José',
  'Ingrid',
  'Søren',
  'Ada',
  'Chester',
];
const LAST = [
  'Abernathy',
  'Ashdown',
  'Bellamy',
  'Bjork',
  'Calloway',
  'Castellanos',
  'Delacroix',
  'Desai',
  'Eriksen',
  'Fairbanks',
  'Fitzgerald',
  'Galloway',
  'Hargrove',
  'Holloway',
  'Ibáñez',
  'Jablonski',
  'Kowalczyk',
  'Lindqvist',
  'Lindgren',
  'MacAllister',
  'Montgomery',
  'Müller',
  'Nakamura',
  'Novak',
  'Núñez',
  "O'Brien",
  'Okonkwo',
  'Pemberton',
  'Quintero',
  'Ramsay',
  'Rosenthal',
  'Sandoval',
  'Schreiber',
  'Sinclair',
  'Takahashi',
  'Thornbury',
  'Underwood',
  'Valentine',
  'Vasquez',
  'Whitfield',
  'Winterbourne',
  'Yamamoto',
  'Zelinski',
  'Brennan',
  'Caruso',
  'Dubois',
  'Ellsworth',
  'Forsythe',
];
const PLACES = ['at home', 'Providence Milwaukie Hospital', 'Rose Garden Care Home', 'St. Vincent Medical Center'];
const RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling', 'grandchild', 'relative', 'friend', 'other'];
const REASONS = [
  'The family chose another funeral home closer to them.',
  'Only wanted a price list for now.',
  'A duplicate of an earlier request.',
];

/** mulberry32: the same company on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The request's status by its place in the list: 20 % opened, 5 % new, 15 % contacted, 60 % closed. */
function statusOf(index: number): RequestStatus {
  const slot = index % 20;
  if (slot < 4) return 'case-opened';
  if (slot === 4) return 'new';
  if (slot < 8) return 'contacted';
  return 'closed';
}

const days = (count: number) => count * 24 * 60 * 60_000;
const tokenHash = (text: string) => createHash('sha256').update(text).digest('base64url');

export interface ConsoleBenchCompany {
  company: FactoryCompany;
  /** Opened cases of the company (made from requests, and by hand). */
  openedCases: number;
  requests: number;
  /** A case made by hand with 8 members, 8 pending invitations, every task and 24 lines beyond its package's. */
  detailedCaseId: number;
}

export async function seedConsoleBench(database: { db: Database; media: MediaStore }): Promise<ConsoleBenchCompany> {
  const company = await createCompany(database);
  const { scope } = company;
  const [form] = await scope
    .select({ id: planningForms.id })
    .from(planningForms)
    .orderBy(desc(planningForms.version))
    .limit(1);
  const [director] = await scope.select({ id: users.id }).from(users, eq(users.email, EVERGREEN_DIRECTOR_EMAIL));
  const familyHash = await hashPassword('quiet-lantern-meadow-4417');
  const pick = random(23);
  const one = <T>(list: readonly T[]) => list[Math.floor(pick() * list.length)]!;
  const now = Date.now();
  let openedCases = 0;

  for (let start = 0; start < REQUESTS; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, REQUESTS - start) }, (_, offset) => {
      const index = start + offset;
      const caseStatus: CaseStatus = pick() < 0.4 ? 'AT_NEED' : 'PRE_PLAN';
      const decedent = { first: one(FIRST), last: one(LAST) };
      const contact = { first: one(FIRST), last: pick() < 0.7 ? decedent.last : one(LAST) };
      const email = `${nameSlug(`${contact.first} ${contact.last}`, 'contact')}.${index}@family.example`;
      const submittedAt = new Date(now - index * 30 * 60_000 - Math.floor(pick() * 20 * 60_000));
      return {
        index,
        caseStatus,
        status: statusOf(index),
        decedentName: `${decedent.first} ${decedent.last}`,
        contactName: `${contact.first} ${contact.last}`,
        email,
        submittedAt,
        fields: {
          contactFirstName: contact.first,
          contactLastName: contact.last,
          contactEmail: email,
          contactPhone: `(503) 555-${String(index % 10_000).padStart(4, '0')}`,
          contactAddress: { country: 'US' },
          decedentFirstName: decedent.first,
          decedentLastName: decedent.last,
          servedInMilitary: pick() < 0.2 ? 'yes' : 'no',
          ...(caseStatus === 'AT_NEED'
            ? {
                dateOfDeath: new Date(submittedAt.getTime() - days(1)).toISOString().slice(0, 10),
                placeOfDeath: one(PLACES),
                relationship: one(RELATIONSHIPS),
              }
            : {}),
          ...(pick() < 0.3 ? { specialRequests: 'We would like a small gathering with music she loved.' } : {}),
        },
        locationIndex: index % company.locations.length,
      };
    });

    const caseRows = await scope
      .insert(
        cases,
        batch.map((request) => ({
          locationId: company.locations[request.locationIndex]!.id,
          status: request.caseStatus,
          decedentName: request.decedentName,
          nameSlug: nameSlug(request.decedentName),
          createdAt: request.submittedAt,
          openedAt: request.status === 'case-opened' ? new Date(request.submittedAt.getTime() + days(1)) : null,
        })),
      )
      .returning({ id: cases.id });
    const submissionRows = await scope
      .insert(
        planningSubmissions,
        batch.map((request, offset) => ({
          caseId: caseRows[offset]!.id,
          formId: form!.id,
          locationId: company.locations[request.locationIndex]!.id,
          caseStatus: request.caseStatus,
          fields: request.fields,
          contactEmail: request.email,
          submittedAt: request.submittedAt,
          requestStatus: request.status,
          closedReason: request.status === 'closed' ? one(REASONS) : null,
        })),
      )
      .returning({ id: planningSubmissions.id });

    const events = batch.flatMap((request, offset) => {
      if (request.status === 'new') return [];
      const submissionId = submissionRows[offset]!.id;
      const at = (hours: number) => new Date(request.submittedAt.getTime() + hours * 60 * 60_000);
      const contacted = { submissionId, status: 'contacted' as const, byUserId: director!.id, at: at(2) };
      if (request.status === 'contacted') return [contacted];
      return [
        contacted,
        {
          submissionId,
          status: request.status,
          reason: request.status === 'closed' ? one(REASONS) : null,
          byUserId: director!.id,
          at: at(24),
        },
      ];
    });
    await scope.insert(planningRequestEvents, events);

    // The opened cases' families: the contact invited (half have joined), one in 20 a second relative.
    const opened = batch.flatMap((request, offset) =>
      request.status === 'case-opened' ? [{ ...request, caseId: caseRows[offset]!.id }] : [],
    );
    openedCases += opened.length;
    const people = opened.flatMap((request) => {
      const openedAt = new Date(request.submittedAt.getTime() + days(1));
      const contact = { caseId: request.caseId, name: request.contactName, email: request.email, openedAt };
      if (request.index % 50 !== 0) return [contact];
      const relative = `${one(FIRST)} ${request.decedentName.split(' ').at(-1)}`;
      const email = `${nameSlug(relative, 'relative')}.${request.index}@family.example`;
      return [contact, { caseId: request.caseId, name: relative, email, openedAt }];
    });
    const joining = people.filter((_, position) => position % 2 === 0);
    const joined = await insertFamilies(scope, joining, familyHash);
    await scope.insert(
      caseInvitations,
      people.map((person, position) => ({
        caseId: person.caseId,
        invitedBy: director!.id,
        name: person.name,
        email: person.email,
        tokenHash: tokenHash(`${company.companyId}:${person.caseId}:${position}`),
        createdAt: person.openedAt,
        expiresAt: new Date(person.openedAt.getTime() + days(7)),
        ...(position % 2 === 0
          ? { usedAt: new Date(person.openedAt.getTime() + days(1)), usedBy: joined.get(person.email)! }
          : {}),
      })),
    );
  }

  let detailedCaseId = 0;
  for (let index = 0; index < DETAILED_CASES; index += 1) {
    detailedCaseId = await detailedCase(scope, `${one(FIRST)} ${one(LAST)}`);
    openedCases += 1;
  }
  return { company, openedCases, requests: REQUESTS, detailedCaseId };
}

/** Family accounts and their memberships, in two inserts; their ids by email. */
async function insertFamilies(
  scope: TenantScope,
  people: { caseId: number; name: string; email: string; openedAt: Date }[],
  passwordHash: string,
): Promise<Map<string, number>> {
  if (people.length === 0) return new Map();
  const accounts = await scope
    .insert(
      users,
      people.map((person) => ({ email: person.email, name: person.name, role: 'family' as const, passwordHash })),
    )
    .returning({ id: users.id, email: users.email });
  const ids = new Map(accounts.map((account) => [account.email, account.id]));
  await scope.insert(
    caseMembers,
    people.map((person) => ({
      caseId: person.caseId,
      userId: ids.get(person.email)!,
      createdAt: new Date(person.openedAt.getTime() + days(1)),
    })),
  );
  return ids;
}

/** A case made by hand, as the case-page query test makes its large one: 8 members, 8 invitations, tasks, lines. */
async function detailedCase(scope: TenantScope, name: string): Promise<number> {
  const { caseId } = await createCase(scope, { name });
  const members = [];
  for (let index = 0; index < 8; index += 1) members.push(await createFamilyMember(scope, { caseIds: [caseId] }));
  await createArrangement(scope, { caseId, memberId: members[0]!.memberId }, { packageName: 'Traditional burial' });
  for (let index = 0; index < 8; index += 1) await createInvitation(scope, { caseId, invitedBy: members[0]!.memberId });
  await taskOf(scope, caseId);
  const items = await scope.select({ id: gplItems.id, categoryId: gplItems.categoryId }).from(gplItems);
  await scope.insert(
    arrangementLines,
    Array.from({ length: 24 }, (_, index) => ({
      caseId,
      itemId: items[index % items.length]!.id,
      categoryId: items[index % items.length]!.categoryId,
      quantity: 1,
    })),
  );
  return caseId;
}
