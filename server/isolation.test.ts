import { readFile } from 'node:fs/promises';
import { and, desc, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftRenderContext } from '#contract/builder.ts';
import { planningSubmitResult } from '#contract/planning.ts';
import type { OrderPlaced } from '#contract/shop.ts';
import {
  caseDetails,
  caseInvitations,
  casePayments,
  caseRefunds,
  caseMembers,
  cases,
  contracts,
  locations as locationRows,
  media,
  memorialVideos,
  memorialWallComments,
  obituaries,
  orders as orderRows,
  products as productRows,
  passwordResetTokens,
  proofComments,
  redirects,
  serviceResources,
  signInCodes,
  stationeryPages,
  stationeryProofs,
  statementChanges,
  users,
} from '#server/db/schema.ts';
import type { PublicationState } from '#contract/obituary-publication.ts';
import { toneWav } from '#server/seed/tone-wav.ts';
import { readCompanySettings } from '#server/services/company-settings/company-settings.ts';
import { addLocation } from '#server/services/company-settings/settings-locations.ts';
import { addServiceResource } from '#server/services/schedule/service-resources.ts';
import { createUser, hashPassword, hashToken, newSessionToken } from '#server/services/auth.ts';
import { makeCalendarFeed } from '#server/services/schedule/calendar-feeds.ts';
import { familyOrder, placeFixtureOrder, shopFixture, type ShopFixture } from '#tests/server/shop-fixtures.ts';
import {
  planningAnswers,
  prepareTwoTenants,
  request,
  signIn,
  type TenantFixture,
} from '#tests/server/tenant-fixtures.ts';
import { albumPhotoOf } from '#tests/server/memorial-fixtures.ts';
import { arrangement } from '#contract/family-arrangements.ts';
import {
  arrangementLines,
  arrangements,
  gplItems,
  itemVariants,
  packages,
  priceListCategories,
  selectorItems,
  selectors,
  statementTemplates,
} from '#server/db/schema.ts';
import { can, type StaffPermission, type StaffRole } from '#contract/staff-roles.ts';
import {
  EVERGREEN_DIRECTOR_EMAIL,
  EVERGREEN_DIRECTOR_PASSWORD,
  EVERGREEN_STAFF_EMAIL,
  EVERGREEN_STAFF_PASSWORD,
} from '#server/seed/evergreen/staff.ts';
import { caseStationery } from '#contract/family-proofs.ts';
import { exportLink } from '#contract/company-export-link.ts';
import {
  newFamily,
  purchaserFor,
  readyToSign,
  sandboxToken,
  signedCase,
  type FamilyFixture,
} from '#tests/server/family-fixtures.ts';
import { createInvitation } from '#tests/server/factories/invitation.ts';
import { createMemorial } from '#tests/server/factories/memorial.ts';
import { plainPdf } from '#tests/server/factories/pdf.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { createStationeryProofs } from '#tests/server/factories/proofs.ts';
import { taskOf } from '#tests/server/factories/task.ts';
import { freshStaffAccount, freshStaffInvitation } from '#tests/server/staff-fixtures.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { openTestDatabase } from '#tests/server/test-database.ts';

/*
 * Tenant isolation, route by route. The routes come from the OpenAPI document, so a
 * route added without an expectation here fails the first test. Every route is called on each
 * company's host as anonymous, as its own staff and as the other company's staff, naming its own
 * ids and the other company's: a foreign id answers 404 (never 403, never the other's data), a
 * token of the other company is no session (401), and no answer holds the other company's text.
 * Every staff route is also called by each staff role and a family session: a role
 * without the route's permission (contract/staff-roles.ts) and a family get 403, the others its answer.
 */

type Audience = 'anyone' | 'public' | 'staff' | 'family' | 'signed-in';

interface Call {
  params?: Record<string, number | string>;
  /** A query string to append, with its "?". */
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Expectation {
  /** Who may call it (checked against the document's x-audience, so a change is made twice). */
  audience: Audience;
  /** The answer to a company's own call: its ids, and its staff where a session is needed. */
  ok: number;
  /** The call made on `tenant`'s host naming `owner`'s ids (its own call: owner is tenant). */
  call?: (tenant: TenantFixture, owner: TenantFixture) => Call | Promise<Call>;
  /** The answer naming the other company's ids: 404 whenever the path holds an id. */
  foreign?: number;
  /** After a foreign call: the other company's row is as it was. */
  untouched?: (owner: TenantFixture, call: Call) => Promise<void>;
  /** Own staff calls with a session of its own (the call ends it). */
  freshSession?: boolean;
}

const database = await openTestDatabase();
const { app } = createTestApp(database.db, { media: database.media });
let a: TenantFixture;
let b: TenantFixture;

const families = new Map<string, FamilyFixture>();

beforeAll(async () => {
  ({ a, b } = await prepareTwoTenants(app, database));
  // Family routes are called with a family of the company (made here) where other routes use its
  // staff; its case holds what the family routes reach: a photo, a memory, the proofs, a video proof.
  const content = (owner: TenantFixture) => async (caseId: number) => {
    await createMemorial(owner.scope, database.media, caseId, {
      photos: [{ caption: 'At the lake' }],
      memories: [{ authorName: 'Lena Hartley', body: 'A kind neighbour.', status: 'pending' }],
      video: { approved: false },
    });
    await createStationeryProofs(owner.scope, database.media, caseId);
  };
  families.set(
    a.host,
    await newFamily(app, a, { member: { name: 'Rose Ashdown' }, case: { name: 'Edwin Ashdown' }, content: content(a) }),
  );
  families.set(
    b.host,
    await newFamily(app, b, {
      member: { name: 'Ada Trelawny' },
      case: { name: 'Jory Trelawny' },
      arrangement: { packageName: 'Simple cremation' },
      content: content(b),
    }),
  );
});

const familyOf = (owner: TenantFixture) => families.get(owner.host)!;
const caseOf = (owner: TenantFixture) => ({ caseId: familyOf(owner).ids.case });
const familyCall =
  (params: (family: FamilyFixture) => Record<string, number>) => (_: TenantFixture, owner: TenantFixture) => ({
    params: params(familyOf(owner)),
  });
const arrangementPath = (caseId: number) => `/api/family/arrangements/${caseId}`;

/** A line the owner's family added to its case (a package's lines cannot be removed). */
const addedLine = async (owner: TenantFixture) => {
  const family = familyOf(owner);
  const response = await request(app, 'POST', `${arrangementPath(family.ids.case)}/lines`, {
    host: owner.host,
    token: family.token,
    body: { itemId: family.ids.item, quantity: 1 },
  });
  const lines = arrangement.parse(await response.json()).categories.flatMap((category) => category.lines);
  return Math.max(...lines.filter((line) => !line.fromPackage).map((line) => line.id));
};

const lineUntouched = async (owner: TenantFixture, call: Call) => {
  expect(await owner.scope.count(arrangementLines, eq(arrangementLines.id, Number(call.params!.lineId)))).toBe(1);
};

let signing = 0;
afterAll(() => database.close());

let unique = 0;
const uniquePath = (prefix: string) => `/${prefix}-${(unique += 1)}`;

const memorialCall = (_: TenantFixture, owner: TenantFixture): Call => ({ params: { id: owner.ids.obituary } });
const memoryForm = () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ name: 'Iso', email: 'iso@example.net', text: 'Isolation' }))
    form.set(name, value);
  return form;
};

const draftOf = async (tenant: TenantFixture) =>
  draftRenderContext.parse(
    await (
      await request(app, 'GET', '/api/web/render-context/draft', { host: tenant.host, token: tenant.token })
    ).json(),
  );

/** Price-list rows made for one call (decision 0079), so a write never changes the fixture's prices. */
const freshPriceRows = async (owner: TenantFixture) => {
  const [category] = await owner.scope
    .insert(priceListCategories, { name: `Isolation ${(unique += 1)}` })
    .returning({ id: priceListCategories.id });
  const categoryId = category!.id;
  const [item] = await owner.scope
    .insert(gplItems, { categoryId, name: 'Isolation item', priceCents: 1000 })
    .returning({ id: gplItems.id });
  const itemId = item!.id;
  const [variant] = await owner.scope
    .insert(itemVariants, { itemId, name: 'Isolation option', priceCents: 1200 })
    .returning({ id: itemVariants.id });
  const [selector] = await owner.scope.insert(selectors, { name: 'Isolation choice' }).returning({ id: selectors.id });
  await owner.scope.insert(selectorItems, { selectorId: selector!.id, itemId });
  const [made] = await owner.scope
    .insert(packages, { kind: 'burial', name: 'Isolation package', description: '' })
    .returning({ id: packages.id });
  return { categoryId, itemId, variantId: variant!.id, selectorId: selector!.id, packageId: made!.id };
};

const priceItemBody = (categoryId: number) => ({
  categoryId,
  name: 'Isolation item',
  description: '',
  priceCents: 2000,
  cashAdvance: false,
  taxable: true,
  soldByQuantity: false,
  position: 0,
});

/** After a foreign call the other company's item keeps its price. */
const itemUntouched = async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope.selectAll(gplItems, eq(gplItems.id, Number(call.params!.itemId)));
  expect(row?.priceCents).toBe(1000);
};

/** The tax rate in force, sent again: a new template without changing what any statement owes. */
const currentTaxRate = async (owner: TenantFixture) => {
  const [row] = await owner.scope
    .select({ rate: statementTemplates.taxRateBasisPoints })
    .from(statementTemplates)
    .orderBy(desc(statementTemplates.id))
    .limit(1);
  return row?.rate ?? 0;
};

/** A redirect made for one call, so writes and deletes never use up the fixture's. */
const freshRedirect = async (owner: TenantFixture) => {
  const [row] = await owner.scope
    .insert(redirects, { fromPath: uniquePath('fresh'), to: '/' })
    .returning({ id: redirects.id });
  return row!.id;
};

const redirectUntouched = async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope.selectAll(redirects, eq(redirects.id, Number(call.params!.id)));
  expect(row?.fromPath).toMatch(/^\/fresh-/);
};

/** An invitation to the owner family's case, for `email` or a fresh address. */
const invitationOf = (owner: TenantFixture, email?: string) =>
  createInvitation(owner.scope, { caseId: familyOf(owner).ids.case, invitedBy: familyOf(owner).memberId, email });

/** The params of a task call on the owner family's case: its first task, its member, a status. */
const taskCall =
  (_kind: 'assign' | 'unassign' | 'status' | 'suggestions') =>
  async (_: TenantFixture, owner: TenantFixture): Promise<Call> => {
    const family = familyOf(owner);
    const taskId = await taskOf(owner.scope, family.ids.case);
    return { params: { caseId: family.ids.case, taskId, userId: family.memberId, status: 'in-progress' } };
  };

const shops = new Map<string, Promise<ShopFixture>>();
const shopOf = (owner: TenantFixture) => {
  if (!shops.has(owner.host)) shops.set(owner.host, shopFixture(owner.scope));
  return shops.get(owner.host)!;
};
const orders = new Map<string, Promise<OrderPlaced>>();
const orderOf = (owner: TenantFixture) => {
  if (!orders.has(owner.host))
    orders.set(
      owner.host,
      shopOf(owner).then((shop) => placeFixtureOrder(app, owner.host, shop)),
    );
  return orders.get(owner.host)!;
};

/** A paid order of the company's shop, placed for the call (the console's calls move it). */
const freshStaffOrder = async (owner: TenantFixture) => {
  const placed = await placeFixtureOrder(app, owner.host, await shopOf(owner));
  const [row] = await owner.scope
    .select({ id: orderRows.id })
    .from(orderRows, eq(orderRows.publicId, placed.order.publicId));
  return row!.id;
};

/** A family account of the company whose password the reset calls change (never the staff's: its session is used throughout). */
const resetAccountOf = async (owner: TenantFixture) => {
  const email = `isolation-reset-${owner.name.toLowerCase()}@family.example`;
  const [found] = await owner.scope.select({ id: users.id }).from(users, eq(users.email, email));
  return (
    found?.id ??
    createUser(owner.scope, { email, name: 'Isolation Reset', role: 'family', password: 'isolation-first-lamp-2231' })
  );
};

/** A fresh, usable reset link of the owner's company (each call uses one up). */
const freshResetToken = async (owner: TenantFixture) => {
  const token = newSessionToken();
  await owner.scope.insert(passwordResetTokens, {
    userId: await resetAccountOf(owner),
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
};

/** A calendar feed's token of a staff account made for one call (decision 0128), as the console makes it. */
const freshFeedToken = async (owner: TenantFixture) => {
  const { id } = await freshStaffAccount(owner.scope, 'director');
  const { url } = await makeCalendarFeed(owner.scope, { userId: id, feedScope: 'all', siteUrl: null }, new Date());
  return /^\/api\/calendar-feeds\/([^/]+)\/calendar\.ics$/.exec(url)![1]!;
};

const resetTokenUntouched = async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope.selectAll(
    passwordResetTokens,
    and(eq(passwordResetTokens.tokenHash, hashToken(String(call.params!.token)))),
  );
  expect(row?.usedAt).toBeNull();
};

/** A fresh, usable sign-in code of a family account of the owner's company (each call uses one up). */
const freshSignInCode = async (owner: TenantFixture) => {
  const email = `isolation-code-${owner.name.toLowerCase()}@family.example`;
  const [found] = await owner.scope.select({ id: users.id }).from(users, eq(users.email, email));
  const userId =
    found?.id ??
    (await createUser(owner.scope, { email, name: 'Isolation Code', role: 'family', password: 'isolation-lamp-2231' }));
  const code = '246810';
  await owner.scope.delete(signInCodes, eq(signInCodes.userId, userId));
  await owner.scope.insert(signInCodes, {
    userId,
    codeHash: await hashPassword(code),
    expiresAt: new Date(Date.now() + 600_000),
  });
  return { email, code };
};

const signInCodeUntouched = async (owner: TenantFixture, call: Call) => {
  const { email } = call.body as { email: string };
  const [row] = await owner.scope
    .select({ usedAt: signInCodes.usedAt, attempts: signInCodes.attempts })
    .from(signInCodes)
    .innerJoin(users, and(eq(users.id, signInCodes.userId), eq(users.email, email)));
  expect(row).toEqual({ usedAt: null, attempts: 0 });
};

const pngFile = async () =>
  new Blob(
    [
      new Uint8Array(
        await sharp({ create: { width: 40, height: 50, channels: 3, background: { r: 9, g: 9, b: 9 } } })
          .png()
          .toBuffer(),
      ),
    ],
    { type: 'application/octet-stream' },
  );

/** A row of the owner's family album or songs, made for one call (no files: only deleted). */
const mediaRowOf = async (owner: TenantFixture, album: 'photos' | 'music') => {
  const [row] = await owner.scope
    .insert(media, {
      caseId: familyOf(owner).ids.case,
      kind: album === 'photos' ? 'photo' : 'audio',
      album,
      variants: [],
    })
    .returning({ id: media.id });
  return row!.id;
};

const mediaUntouched = async (owner: TenantFixture, call: Call) => {
  expect(await owner.scope.count(media, eq(media.id, Number(call.params!.mediaId)))).toBe(1);
};

/** A stock theme of the owner's company (Quiet Harbor's seed has none: one is made). */
const stockThemeOf = async (owner: TenantFixture) => {
  const [found] = await owner.scope
    .select({ id: media.id })
    .from(media, and(isNull(media.caseId), eq(media.album, 'themes')))
    .limit(1);
  if (found) return found.id;
  const [made] = await owner.scope
    .insert(media, { caseId: null, kind: 'photo', album: 'themes', caption: 'Isolation theme', variants: [] })
    .returning({ id: media.id });
  return made!.id;
};

let freshRequests = 0;
/** A new planning request of `owner`'s company, sent the family's way: each staff call works a request of its own. */
async function freshRequest(owner: TenantFixture): Promise<number> {
  const answers = await planningAnswers(app, owner.host);
  const email = `isolation-request-${(freshRequests += 1)}@example.com`;
  for (const [id, value] of Object.entries(answers))
    if (typeof value === 'string' && value.includes('@')) answers[id] = email;
  const response = await request(app, 'POST', '/api/web/planning/submit', {
    host: owner.host,
    body: { locationId: owner.ids.location, caseStatus: 'AT_NEED', fields: answers },
  });
  return planningSubmitResult.parse(await response.json()).submissionId;
}

/**
 * An obituary of the owner company made for one call, in `state`, on a case of its own
 * (with the owner's family account as a member when `family`): each call moves one, so a role's
 * call never finds the step already taken.
 */
const freshObituary = async (
  owner: TenantFixture,
  state: PublicationState,
  { family = false, draft = null }: { family?: boolean; draft?: string | null } = {},
) => {
  const [made] = await owner.scope
    .insert(cases, {
      locationId: owner.ids.location,
      status: 'AT_NEED',
      decedentName: 'Isolation Person',
      nameSlug: 'isolation-person',
    })
    .returning({ id: cases.id });
  if (family) await owner.scope.insert(caseMembers, { caseId: made!.id, userId: familyOf(owner).memberId });
  const [obituary] = await owner.scope
    .insert(obituaries, {
      caseId: made!.id,
      fullName: 'Isolation Person',
      searchName: 'isolation person',
      diedOn: '2026-01-02',
      textHtml: '<p>Isolation.</p>',
      draftTextHtml: draft,
      textApprovedAt: new Date(),
      publicationState: state,
      publishedAt: state === 'published' ? new Date() : null,
    })
    .returning({ id: obituaries.id });
  return obituary!.id;
};

const obituaryCall =
  (state: PublicationState, options?: Parameters<typeof freshObituary>[2]) =>
  async (_: TenantFixture, owner: TenantFixture): Promise<Call> => ({
    params: { id: await freshObituary(owner, state, options) },
  });

/** After a foreign call the other company's obituary is in the state it was made in. */
const obituaryUntouched = (state: PublicationState) => async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope
    .select({ state: obituaries.publicationState, name: obituaries.fullName })
    .from(obituaries, eq(obituaries.id, Number(call.params!.id)));
  expect(row).toEqual({ state, name: 'Isolation Person' });
};

/** A memory waiting on a fresh obituary of the owner company, for one moderation call. */
const memoryCall = async (_: TenantFixture, owner: TenantFixture): Promise<Call> => {
  const obituaryId = await freshObituary(owner, 'published');
  const [found] = await owner.scope
    .select({ caseId: obituaries.caseId })
    .from(obituaries, eq(obituaries.id, obituaryId));
  const [memory] = await owner.scope
    .insert(memorialWallComments, {
      caseId: found!.caseId,
      authorName: 'Isolation Visitor',
      authorEmail: 'visitor@isolation.example',
      body: 'Isolation memory.',
      status: 'pending',
    })
    .returning({ id: memorialWallComments.id });
  return { params: { id: memory!.id } };
};

/** After a foreign call the other company's memory still waits. */
const memoryUntouched = async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope
    .select({ status: memorialWallComments.status })
    .from(memorialWallComments, eq(memorialWallComments.id, Number(call.params!.id)));
  expect(row).toEqual({ status: 'pending' });
};

/** The editor's form for an obituary: valid in any state. */
const obituaryForm = {
  fullName: 'Isolation Person',
  bornOn: null,
  diedOn: '2026-01-02',
  livestreamUrl: null,
  photoMediaId: null,
  events: [],
};

/** A staff account of the owner's company made for one team call (never the demo's: their sessions are used throughout). */
const teamMemberCall =
  (disabled = false) =>
  async (_: TenantFixture, owner: TenantFixture): Promise<Call> => {
    const { id } = await freshStaffAccount(owner.scope);
    if (disabled) await owner.scope.update(users, { disabledAt: new Date() }, eq(users.id, id));
    return { params: { userId: id } };
  };

/** The account a foreign team call named is as it was made: its role, and enabled or not. */
const teamMemberUntouched = (disabled: boolean) => async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope.selectAll(users, eq(users.id, Number(call.params!.userId)));
  expect(row?.staffRole).toBe('staff');
  expect(row?.disabledAt !== null).toBe(disabled);
};

/** An opened case of the owner company made for one call, with the owner family's member when asked. */
const freshCase = async (owner: TenantFixture, { member = false }: { member?: boolean } = {}) => {
  const [made] = await owner.scope
    .insert(cases, {
      locationId: owner.ids.location,
      status: 'AT_NEED',
      decedentName: 'Isolation Case',
      nameSlug: 'isolation-case',
      openedAt: new Date(),
    })
    .returning({ id: cases.id });
  if (member) await owner.scope.insert(caseMembers, { caseId: made!.id, userId: familyOf(owner).memberId });
  return made!.id;
};

/** The owner company's staff account of the fixture (its owner: it may direct a case), by id. */
const staffUserOf = async (owner: TenantFixture) => {
  const [account] = await owner.scope.select({ id: users.id }).from(users, eq(users.email, owner.staff.email));
  return account!.id;
};

/** A pending invitation to a fresh case of the owner company: the case and the invitation's ids. */
const freshCaseInvitation = async (owner: TenantFixture) => {
  const id = await freshCase(owner);
  await createInvitation(owner.scope, { caseId: id, invitedBy: familyOf(owner).memberId });
  const [invitation] = await owner.scope
    .select({ id: caseInvitations.id })
    .from(caseInvitations, eq(caseInvitations.caseId, id));
  return { id, invitationId: invitation!.id };
};

/**
 * A fresh case of the owner company with staff's drafts of its proofs, not sent (decision 0078): a
 * prayer card with its front, and a video with captions. File keys are names only: nothing reads them.
 */
const proofDraftCase = async (owner: TenantFixture) => {
  const id = await freshCase(owner);
  const variant = (key: string, contentType: string) => ({ key, contentType, width: 10, height: 10, byteSize: 1 });
  const [image, video, captions] = await owner.scope
    .insert(media, [
      { caseId: id, kind: 'photo', album: 'stationery', variants: [variant(`${id}/page.webp`, 'image/webp')] },
      { caseId: id, kind: 'video', album: 'video', variants: [variant(`${id}/video.mp4`, 'video/mp4')] },
      { caseId: id, kind: 'captions', album: 'video', variants: [variant(`${id}/captions.vtt`, 'text/vtt')] },
    ])
    .returning({ id: media.id });
  const [proof] = await owner.scope
    .insert(stationeryProofs, { caseId: id, itemType: 'prayer-card', sentAt: null })
    .returning({ id: stationeryProofs.id });
  await owner.scope.insert(stationeryPages, {
    caseId: id,
    proofId: proof!.id,
    pageType: 'front',
    imageMediaId: image!.id,
  });
  await owner.scope.insert(memorialVideos, {
    caseId: id,
    videoMediaId: video!.id,
    captionsMediaId: captions!.id,
    sentAt: null,
  });
  return id;
};

/** A product of the company's own, for a call that changes or deletes it (decision 0082). */
const freshProduct = async (owner: TenantFixture) =>
  (await createProducts(owner.scope, [{ name: 'Isolation Posy', priceCents: 4_200 }]))[0]!;
const productBody = {
  name: 'Isolation Wreath',
  category: 'flowers',
  description: '',
  priceCents: 9_900,
  photo: 'white-lily-arrangement',
  imageAlt: 'A wreath',
  deliversToEvents: true,
  active: true,
};
/** After a foreign call the other company's product is as it was made. */
const productUntouched = async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope
    .select({ name: productRows.name, priceCents: productRows.priceCents })
    .from(productRows, eq(productRows.id, Number(call.params!.id)));
  expect(row).toEqual({ name: 'Isolation Posy', priceCents: 4_200 });
};

/** A picture of the company's library (decision 0107), made for one write; its files are not needed. */
const freshPicture = async (owner: TenantFixture) => {
  const [row] = await owner.scope
    .insert(media, {
      caseId: null,
      kind: 'photo',
      album: 'library',
      caption: 'Isolation lilies',
      width: 40,
      height: 50,
      variants: [{ key: 'isolation/320.webp', contentType: 'image/webp', width: 40, height: 50, byteSize: 10 }],
    })
    .returning({ id: media.id });
  return row!.id;
};
/** After a foreign call the other company's picture is as it was made. */
const pictureUntouched = async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope.select({ caption: media.caption }).from(media, eq(media.id, Number(call.params!.id)));
  expect(row).toEqual({ caption: 'Isolation lilies' });
};

/** A location of the company's own, for the settings' location writes (decision 0089). */
const settingsLocationBody = {
  name: 'Isolation Chapel',
  address: { line1: '1 Quay Street', city: 'Lindenfield', region: 'VT', postalCode: '05001', country: 'US' },
  phoneNumber: '(207) 555-0199',
  email: null,
  retired: false,
};
const freshLocation = async (owner: TenantFixture) =>
  (await addLocation(owner.scope, settingsLocationBody, new Date())).id;
/** After a foreign call the other company's location is as it was made, in service. */
const locationUntouched = async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope
    .select({ name: locationRows.name, retiredAt: locationRows.retiredAt })
    .from(locationRows, eq(locationRows.id, Number(call.params!.id)));
  expect(row).toEqual({ name: 'Isolation Chapel', retiredAt: null });
};
const hearseBody = { kind: 'hearse', name: 'Isolation Hearse', locationId: null, retired: false } as const;
const freshHearse = async (owner: TenantFixture) => {
  const added = await addServiceResource(owner.scope, hearseBody, new Date());
  if (added.kind !== 'saved') throw new Error('hearse not added');
  return added.resource.id;
};
/** After a foreign call the other company's hearse is as it was made, in service. */
const hearseUntouched = async (owner: TenantFixture, call: Call) => {
  const [row] = await owner.scope
    .select({ name: serviceResources.name, retiredAt: serviceResources.retiredAt })
    .from(serviceResources, eq(serviceResources.id, Number(call.params!.id)));
  expect(row).toEqual({ name: 'Isolation Hearse', retiredAt: null });
};
/** The company's settings as they are: a save that changes nothing of what the test relies on. */
const ownSettings = async (tenant: TenantFixture) => {
  const { name, timeZone, hosts, siteUrl, senderAddress, notificationAddress, paymentInstructions, shopEnabled } =
    (await readCompanySettings(tenant.scope, tenant.host))!;
  return {
    name,
    timeZone,
    hosts,
    siteUrl: siteUrl || 'https://isolation.example',
    senderAddress,
    notificationAddress,
    paymentInstructions,
    shopEnabled,
  };
};

/** After a foreign call the other company's drafts are as they were made: one page, nothing sent. */
const proofsUntouched = async (owner: TenantFixture, call: Call) => {
  const caseId = Number(call.params!.id);
  expect(await owner.scope.count(media, eq(media.caseId, caseId))).toBe(3);
  expect(await owner.scope.count(stationeryPages, eq(stationeryPages.caseId, caseId))).toBe(1);
  expect(
    await owner.scope.count(
      stationeryProofs,
      and(eq(stationeryProofs.caseId, caseId), isNull(stationeryProofs.sentAt)),
    ),
  ).toBe(1);
  expect(
    await owner.scope.count(memorialVideos, and(eq(memorialVideos.caseId, caseId), isNull(memorialVideos.sentAt))),
  ).toBe(1);
};

/** A family comment on the first page of the owner family's prayer card, for staff to answer. */
const familyComment = async (owner: TenantFixture) => {
  const caseId = caseOf(owner).caseId;
  const [page] = await owner.scope
    .select({ id: stationeryPages.id })
    .from(stationeryPages, eq(stationeryPages.caseId, caseId))
    .limit(1);
  const [comment] = await owner.scope
    .insert(proofComments, { caseId, stationeryPageId: page!.id, authorName: 'Isolation Family', body: 'A comment.' })
    .returning({ id: proofComments.id });
  return { id: caseId, commentId: comment!.id };
};

const answersUntouched = async (owner: TenantFixture, call: Call) => {
  const commentId = Number(call.params!.commentId);
  expect(await owner.scope.count(proofComments, eq(proofComments.answersCommentId, commentId))).toBe(0);
};

const videoFile = async () =>
  new Blob([new Uint8Array(await readFile(new URL('seed/evergreen/demo-media/ingrid-memorial.mp4', serverFolder)))]);
const serverFolder = new URL('./', import.meta.url);

/** After a foreign call the other company's case holds what it was made with. */
/** A statement change refused elsewhere left the case's contract signed and recorded nothing. */
const statementUntouched = async (owner: TenantFixture, call: Call) => {
  const caseId = Number(call.params!.id);
  expect(await owner.scope.count(statementChanges, eq(statementChanges.caseId, caseId))).toBe(0);
  const [contract] = await owner.scope.select({ issue: contracts.issue }).from(contracts, eq(contracts.caseId, caseId));
  expect(contract?.issue).toBe(1);
};

const caseUntouched = async (owner: TenantFixture, call: Call) => {
  const caseId = Number(call.params!.id);
  expect(await owner.scope.count(caseDetails, eq(caseDetails.caseId, caseId))).toBe(0);
  const invitations = await owner.scope
    .select({ id: caseInvitations.id })
    .from(caseInvitations, eq(caseInvitations.caseId, caseId));
  expect(invitations.map((row) => row.id)).toEqual(call.params!.invitationId ? [call.params!.invitationId] : []);
  if (call.params!.userId) expect(await owner.scope.count(caseMembers, eq(caseMembers.caseId, caseId))).toBe(1);
};

const expectations: Record<string, Expectation> = {
  'GET /api/health': { audience: 'anyone', ok: 200 },
  // The load balancer's readiness check: no tenant, no session, as the health check.
  'GET /api/ready': { audience: 'anyone', ok: 200 },
  // Browsers' CSP violation reports: no tenant, no session; an empty report is simply nothing to log.
  'POST /api/csp-reports': { audience: 'anyone', ok: 204 },
  // Stripe's webhook: no tenant, no session; this app has no signing secret, so every event is refused.
  'POST /api/payments/stripe/webhook': {
    audience: 'anyone',
    ok: 400,
    call: () => ({ body: { id: 'evt_isolation', type: 'account.updated' } }),
  },
  'GET /api/web/render-context/approved': { audience: 'public', ok: 200 },
  'GET /api/web/redirects': { audience: 'public', ok: 200 },
  'GET /api/web/blog/articles': { audience: 'public', ok: 200 },
  'GET /api/web/blog/articles/{id}': {
    audience: 'public',
    ok: 200,
    call: (_, owner) => ({ params: { id: owner.ids.article } }),
  },
  'POST /api/auth/login': {
    audience: 'public',
    ok: 200,
    call: (_, owner) => ({ body: owner.staff }),
    // A sign-in names an account: another company's is no account here, answered as a wrong password.
    foreign: 401,
  },
  'GET /api/auth/session': { audience: 'signed-in', ok: 200 },
  // Asking for a reset link answers the same whether or not the address has an account here.
  'POST /api/auth/password-reset': {
    audience: 'public',
    ok: 202,
    call: (_, owner) => ({ body: { email: owner.staff.email } }),
    foreign: 202,
  },
  'GET /api/auth/password-reset/{token}': {
    audience: 'public',
    ok: 200,
    call: async (_, owner) => ({ params: { token: await freshResetToken(owner) } }),
    untouched: resetTokenUntouched,
  },
  'POST /api/auth/password-reset/{token}': {
    audience: 'public',
    ok: 204,
    call: async (_, owner) => ({
      params: { token: await freshResetToken(owner) },
      body: { password: 'isolation-copper-kettle-7781' },
    }),
    untouched: resetTokenUntouched,
  },
  // Asking for a sign-in code answers the same whether or not the address has an account here.
  'POST /api/auth/sign-in-code': {
    audience: 'public',
    ok: 202,
    call: (_, owner) => ({ body: { email: owner.staff.email } }),
    foreign: 202,
  },
  // A code names an account: another company's is no account here, answered as a wrong code.
  'POST /api/auth/sign-in-code/verify': {
    audience: 'public',
    ok: 200,
    call: async (_, owner) => ({ body: await freshSignInCode(owner) }),
    foreign: 401,
    untouched: signInCodeUntouched,
  },
  'POST /api/auth/logout': { audience: 'signed-in', ok: 204, freshSession: true },
  'GET /api/web/render-context/draft': { audience: 'staff', ok: 200 },
  'PUT /api/web/builder/draft': {
    audience: 'staff',
    ok: 200,
    call: async (tenant) => {
      const draft = await draftOf(tenant);
      const { revision: baseRevision, company: _company, locations: _locations, ...content } = draft;
      return { body: { baseRevision, content } };
    },
  },
  'POST /api/web/builder/publish': {
    audience: 'staff',
    ok: 200,
    call: async (tenant) => ({ body: { revision: (await draftOf(tenant)).revision } }),
  },
  'GET /api/web/builder/versions': { audience: 'staff', ok: 200 },
  'POST /api/web/builder/versions/{version}/rollback': {
    audience: 'staff',
    ok: 200,
    call: (_, owner) => ({ params: { version: owner.ids.version } }),
    // Version numbers count per company (1, 2, 3… each): the other company's number names one of
    // this company's own versions. The last test checks no site ends up holding the other's content.
    foreign: 200,
  },
  'GET /api/web/builder/redirects': { audience: 'staff', ok: 200 },
  'POST /api/web/builder/redirects': {
    audience: 'staff',
    ok: 201,
    call: () => ({ body: { from: uniquePath('added'), to: '/', permanent: false } }),
  },
  'PUT /api/web/builder/redirects/{id}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await freshRedirect(owner) },
      body: { from: uniquePath('changed'), to: '/', permanent: true },
    }),
    untouched: redirectUntouched,
  },
  'DELETE /api/web/builder/redirects/{id}': {
    audience: 'staff',
    ok: 204,
    call: async (_, owner) => ({ params: { id: await freshRedirect(owner) } }),
    untouched: redirectUntouched,
  },
  'GET /api/web/obituaries': { audience: 'public', ok: 200 },
  'GET /api/web/obituaries/{id}': {
    audience: 'public',
    ok: 200,
    call: (_, owner) => ({ params: { id: owner.ids.obituary } }),
  },
  'GET /api/web/obituaries/{id}/events/{eventId}/calendar.ics': {
    audience: 'public',
    ok: 200,
    call: (_, owner) => ({ params: { id: owner.ids.obituary, eventId: owner.ids.obituaryEvent } }),
  },
  'GET /api/web/planning/fields': { audience: 'public', ok: 200 },
  'GET /api/web/planning/locations': { audience: 'public', ok: 200 },
  'GET /api/web/planning/address': { audience: 'public', ok: 200 },
  'POST /api/web/planning/submit': {
    audience: 'public',
    ok: 201,
    call: async (tenant, owner) => ({
      body: { locationId: owner.ids.location, caseStatus: 'PRE_PLAN', fields: await planningAnswers(app, tenant.host) },
    }),
    // The location is named in the body: another company's is no location here, refused as an
    // invalid choice (422 at locationId) exactly like a location that does not exist.
    foreign: 422,
  },
  'GET /api/staff/requests': { audience: 'staff', ok: 200 },
  'GET /api/staff/request-counts': { audience: 'staff', ok: 200 },
  'GET /api/staff/requests/{id}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await freshRequest(owner) } }),
  },
  'POST /api/staff/requests/{id}/events': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await freshRequest(owner) }, body: { type: 'contact.record' } }),
  },
  'POST /api/staff/requests/{id}/open-case': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await freshRequest(owner) } }),
  },
  // The price list (decision 0079): each write changes rows made for it.
  'GET /api/web/price-list': { audience: 'public', ok: 200 },
  // The company's time zone, for the console (decision 0115): each host's own.
  'GET /api/web/company-clock': { audience: 'public', ok: 200 },
  'GET /api/staff/price-list': { audience: 'staff', ok: 200 },
  'POST /api/staff/price-list/categories': {
    audience: 'staff',
    ok: 201,
    call: () => ({ body: { name: 'Isolation category', position: 0, displayForFamily: true } }),
  },
  'PUT /api/staff/price-list/categories/{categoryId}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { categoryId: (await freshPriceRows(owner)).categoryId },
      body: { name: 'Isolation renamed', position: 1, displayForFamily: false },
    }),
  },
  'POST /api/staff/price-list/items': {
    audience: 'staff',
    ok: 201,
    call: async (_, owner) => ({ body: priceItemBody((await freshPriceRows(owner)).categoryId) }),
    // The category is named in the body: another company's is no category here (422 at categoryId).
    foreign: 422,
  },
  'PUT /api/staff/price-list/items/{itemId}': {
    audience: 'staff',
    ok: 200,
    call: async (tenant, owner) => {
      const rows = await freshPriceRows(owner);
      return { params: { itemId: rows.itemId }, body: priceItemBody((await freshPriceRows(tenant)).categoryId) };
    },
    untouched: itemUntouched,
  },
  'POST /api/staff/price-list/items/{itemId}/variants': {
    audience: 'staff',
    ok: 201,
    call: async (_, owner) => ({
      params: { itemId: (await freshPriceRows(owner)).itemId },
      body: { name: 'Isolation walnut', description: '', priceCents: 3000, position: 0 },
    }),
  },
  'PUT /api/staff/price-list/variants/{variantId}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { variantId: (await freshPriceRows(owner)).variantId },
      body: { name: 'Isolation walnut', description: '', priceCents: 3000, position: 0 },
    }),
  },
  'POST /api/staff/price-list/selectors': {
    audience: 'staff',
    ok: 201,
    call: async (_, owner) => ({ body: { name: 'Isolation choice', itemIds: [(await freshPriceRows(owner)).itemId] } }),
    // The items are named in the body: another company's are no items here.
    foreign: 422,
  },
  'PUT /api/staff/price-list/selectors/{selectorId}': {
    audience: 'staff',
    ok: 200,
    call: async (tenant, owner) => ({
      params: { selectorId: (await freshPriceRows(owner)).selectorId },
      body: { name: 'Isolation choice', itemIds: [(await freshPriceRows(tenant)).itemId] },
    }),
  },
  'POST /api/staff/price-list/packages': {
    audience: 'staff',
    ok: 201,
    call: async (_, owner) => ({
      body: {
        kind: 'cremation',
        name: 'Isolation package',
        description: '',
        position: 0,
        lines: [{ itemId: (await freshPriceRows(owner)).itemId }],
      },
    }),
    foreign: 422,
  },
  'PUT /api/staff/price-list/packages/{packageId}': {
    audience: 'staff',
    ok: 200,
    call: async (tenant, owner) => ({
      params: { packageId: (await freshPriceRows(owner)).packageId },
      body: {
        kind: 'burial',
        name: 'Isolation package',
        description: '',
        position: 0,
        lines: [{ selectorId: (await freshPriceRows(tenant)).selectorId }],
      },
    }),
  },
  // The price list staff quote from by phone (decision 0108): the company's own.
  'GET /api/staff/price-list/quote': { audience: 'staff', ok: 200 },
  // A library picture as a price-list photo (decision 0107): none, on rows made for it.
  'PUT /api/staff/price-list/items/{itemId}/photo': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { itemId: (await freshPriceRows(owner)).itemId }, body: { pictureId: null } }),
  },
  'PUT /api/staff/price-list/variants/{variantId}/photo': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { variantId: (await freshPriceRows(owner)).variantId },
      body: { pictureId: null },
    }),
  },
  'PUT /api/staff/price-list/packages/{packageId}/photo': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { packageId: (await freshPriceRows(owner)).packageId },
      body: { pictureId: null },
    }),
  },
  // The Funeral Rule's items not offered (decision 0108): the company's own, as they are.
  'PUT /api/staff/price-list/not-offered': {
    audience: 'staff',
    ok: 200,
    call: async (tenant) => ({ body: { notOffered: (await tenant.scope.company())!.priceListNotOffered } }),
  },
  // The owner publishes the price list (decision 0106): published again, as the demo's is.
  'PUT /api/staff/price-list/publication': { audience: 'staff', ok: 200, call: () => ({ body: { published: true } }) },
  'PUT /api/staff/price-list/tax-rate': {
    audience: 'staff',
    ok: 200,
    call: async (tenant) => ({ body: { taxRateBasisPoints: await currentTaxRate(tenant) } }),
  },
  // The shop's orders (decision 0076): each write moves an order placed for it.
  'GET /api/staff/orders': { audience: 'staff', ok: 200 },
  'GET /api/staff/calendar-feed': { audience: 'staff', ok: 200 },
  'POST /api/staff/calendar-feed': { audience: 'staff', ok: 201, call: () => ({ body: { scope: 'all' } }) },
  'DELETE /api/staff/calendar-feed': { audience: 'staff', ok: 204 },
  // A feed's token names its company: the other company's opens nothing on this host (404).
  'GET /api/calendar-feeds/{token}/calendar.ics': {
    audience: 'public',
    ok: 200,
    call: async (_, owner) => ({ params: { token: await freshFeedToken(owner) } }),
  },
  'GET /api/staff/order-counts': { audience: 'staff', ok: 200 },
  'GET /api/staff/orders/{id}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await freshStaffOrder(owner) } }),
  },
  'POST /api/staff/orders/{id}/events': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await freshStaffOrder(owner) }, body: { type: 'accept' } }),
  },
  'POST /api/staff/orders/{id}/cancel': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await freshStaffOrder(owner) },
      body: { reason: 'The family asked for donations instead', refundCents: 100 },
    }),
  },
  // The shop's products (decision 0082): each write changes a product made for it.
  'GET /api/staff/products': { audience: 'staff', ok: 200 },
  'POST /api/staff/products': { audience: 'staff', ok: 201, call: () => ({ body: productBody }) },
  'PUT /api/staff/products/{id}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await freshProduct(owner) }, body: productBody }),
    untouched: productUntouched,
  },
  'DELETE /api/staff/products/{id}': {
    audience: 'staff',
    ok: 204,
    call: async (_, owner) => ({ params: { id: await freshProduct(owner) } }),
    untouched: productUntouched,
  },
  // The company's picture library (decision 0107): each write changes a picture made for it.
  'GET /api/staff/pictures': { audience: 'staff', ok: 200 },
  'POST /api/staff/pictures': {
    audience: 'staff',
    ok: 201,
    call: async () => ({ query: '?alt=Lilies', body: await pngFile() }),
  },
  'PATCH /api/staff/pictures/{id}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await freshPicture(owner) }, body: { alt: 'Changed' } }),
    untouched: pictureUntouched,
  },
  'DELETE /api/staff/pictures/{id}': {
    audience: 'staff',
    ok: 204,
    call: async (_, owner) => ({ params: { id: await freshPicture(owner) } }),
    untouched: pictureUntouched,
  },
  // The console's cases (decision 0065): each write works a case made for it.
  'GET /api/staff/cases': { audience: 'staff', ok: 200 },
  'POST /api/staff/cases': {
    audience: 'staff',
    ok: 201,
    call: (_, owner) => ({
      body: { status: 'AT_NEED', locationId: owner.ids.location, decedentName: 'Isolation Hand' },
    }),
    // The location is named in the body: another company's is no location here (422 at locationId).
    foreign: 422,
  },
  'GET /api/staff/cases/{id}': {
    audience: 'staff',
    ok: 200,
    call: (_, owner) => ({ params: { id: caseOf(owner).caseId } }),
  },
  'PUT /api/staff/cases/{id}/details': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await freshCase(owner) }, body: { fullName: 'Isolation Details' } }),
    untouched: caseUntouched,
  },
  'POST /api/staff/cases/{id}/invitations': {
    audience: 'staff',
    ok: 201,
    call: async (_, owner) => ({
      params: { id: await freshCase(owner) },
      body: { name: 'Isolation Relative', email: `isolation-invite-${(unique += 1)}@family.example` },
    }),
    untouched: caseUntouched,
  },
  'POST /api/staff/cases/{id}/invitations/{invitationId}/resend': {
    audience: 'staff',
    ok: 201,
    call: async (_, owner) => ({ params: await freshCaseInvitation(owner) }),
    untouched: caseUntouched,
  },
  'DELETE /api/staff/cases/{id}/invitations/{invitationId}': {
    audience: 'staff',
    ok: 204,
    call: async (_, owner) => ({ params: await freshCaseInvitation(owner) }),
    untouched: caseUntouched,
  },
  // Decision 0105: a case's director. The case and the account are the owner company's; a foreign case is 404
  // before its account is looked at, and leaves the case without a director.
  'GET /api/staff/directors': { audience: 'staff', ok: 200 },
  'GET /api/staff/my-cases': { audience: 'staff', ok: 200 },
  // Decision 0125: the calendar reads the caller's company's events only; chapels and hearses are its own.
  'GET /api/staff/calendar': { audience: 'staff', ok: 200 },
  'GET /api/staff/chapels-and-hearses': { audience: 'staff', ok: 200 },
  'POST /api/staff/chapels-and-hearses': {
    audience: 'staff',
    ok: 201,
    call: () => ({ body: { ...hearseBody, retired: true } }),
  },
  'PUT /api/staff/chapels-and-hearses/{id}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await freshHearse(owner) },
      body: { ...hearseBody, name: 'Isolation Renamed', retired: true },
    }),
    untouched: hearseUntouched,
  },
  'PUT /api/staff/cases/{id}/director': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await freshCase(owner) }, body: { userId: await staffUserOf(owner) } }),
    untouched: async (owner, call) => {
      const [row] = await owner.scope
        .select({ directorUserId: cases.directorUserId })
        .from(cases, eq(cases.id, Number(call.params!.id)));
      expect(row!.directorUserId).toBeNull();
    },
  },
  'DELETE /api/staff/cases/{id}/members/{userId}': {
    audience: 'staff',
    ok: 204,
    call: async (_, owner) => ({
      params: { id: await freshCase(owner, { member: true }), userId: familyOf(owner).memberId },
    }),
    untouched: caseUntouched,
  },
  // The payments ledger: each call records on, or refunds a payment of, a signed case made for it.
  'POST /api/staff/cases/{id}/payments': {
    audience: 'staff',
    ok: 201,
    call: async (_, owner) => ({
      params: { id: await signedCase(app, familyOf(owner), owner.scope) },
      body: { method: 'check', amountCents: 100, reference: '1042' },
      headers: { 'Idempotency-Key': `isolation-record-${(unique += 1)}` },
    }),
  },
  // The company's card payments account: the owner's (payments.connect); the sandbox's is ready at once.
  'GET /api/staff/payments/connection': { audience: 'staff', ok: 200 },
  'POST /api/staff/payments/connect': { audience: 'staff', ok: 200 },
  // Charges waiting for the card processor (decision 0104): each company's own, asked about by its staff.
  'GET /api/staff/payments/in-flight': { audience: 'staff', ok: 200 },
  'POST /api/staff/payments/in-flight/settle': { audience: 'staff', ok: 200 },
  // The owner's export (decision 0086): a link, then the archive it opens on its own company's host only.
  'POST /api/staff/company/export-link': { audience: 'staff', ok: 200 },
  // The owner's settings (decision 0089): the company's own, saved as they are; a location made for each write.
  'GET /api/staff/company/settings': { audience: 'staff', ok: 200 },
  'PUT /api/staff/company/settings': {
    audience: 'staff',
    ok: 200,
    call: async (tenant) => ({ body: await ownSettings(tenant) }),
  },
  // The owner's going-live checklist (decision 0106): read only.
  'GET /api/staff/company/go-live': { audience: 'staff', ok: 200 },
  // The reports (decision 0126): each company's own figures, read only; a table's CSV is named, not an id.
  'GET /api/staff/reports/cases': { audience: 'staff', ok: 200 },
  'GET /api/staff/reports/revenue': { audience: 'staff', ok: 200 },
  'GET /api/staff/reports/payments': { audience: 'staff', ok: 200 },
  'GET /api/staff/reports/balances': { audience: 'staff', ok: 200 },
  'GET /api/staff/reports/shop': { audience: 'staff', ok: 200 },
  'GET /api/staff/reports/csv/{table}': {
    audience: 'staff',
    ok: 200,
    foreign: 200,
    call: () => ({ params: { table: 'balances' } }),
  },
  'POST /api/staff/company/settings/locations': {
    audience: 'staff',
    ok: 201,
    call: () => ({ body: { ...settingsLocationBody, retired: true } }),
  },
  'PUT /api/staff/company/settings/locations/{id}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await freshLocation(owner) },
      body: { ...settingsLocationBody, name: 'Isolation Renamed', retired: true },
    }),
    untouched: locationUntouched,
  },
  'POST /api/staff/cases/{id}/payments/{paymentId}/refunds': {
    audience: 'staff',
    ok: 201,
    call: async (_, owner) => {
      const id = await signedCase(app, familyOf(owner), owner.scope);
      const [payment] = await owner.scope
        .insert(casePayments, {
          caseId: id,
          amountCents: 500,
          status: 'paid',
          method: 'cash',
          provider: 'recorded',
          idempotencyKey: `isolation-cash-${(unique += 1)}`,
        })
        .returning({ id: casePayments.id });
      return {
        params: { id, paymentId: payment!.id },
        body: { amountCents: 100, reason: 'Isolation' },
        headers: { 'Idempotency-Key': `isolation-refund-${(unique += 1)}` },
      };
    },
    untouched: async (owner, call) => {
      const paymentId = Number(call.params!.paymentId);
      expect(await owner.scope.count(caseRefunds, eq(caseRefunds.paymentId, paymentId))).toBe(0);
    },
  },
  // The statement's reasons (decision 0109): each call writes them on a case ready to sign, made for it.
  'PUT /api/staff/cases/{id}/statement/reasons': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await readyToSign(app, familyOf(owner), owner.scope) },
      body: { requiredPurchases: 'Isolation', embalming: 'Isolation' },
    }),
    untouched: async (owner, call) => {
      const caseId = Number(call.params!.id);
      const [row] = await owner.scope
        .select({ reason: arrangements.requiredPurchasesReason })
        .from(arrangements, eq(arrangements.caseId, caseId));
      expect(row?.reason).toBe('');
    },
  },
  // Statement changes (decision 0080): each call revises or voids a signed case made for it.
  'POST /api/staff/cases/{id}/statement/revisions': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await signedCase(app, familyOf(owner), owner.scope) },
      body: { issue: 1, reason: 'Isolation', purchaser: { ...purchaserFor('Pat Fixture'), city: 'Isolation' } },
    }),
    untouched: statementUntouched,
  },
  'POST /api/staff/cases/{id}/statement/void': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await signedCase(app, familyOf(owner), owner.scope) },
      body: { issue: 1, reason: 'Isolation' },
    }),
    untouched: statementUntouched,
  },
  // The console's proofs (decision 0078): each call on a fresh case with drafts.
  'GET /api/staff/cases/{id}/proofs': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await proofDraftCase(owner) } }),
  },
  'POST /api/staff/cases/{id}/proofs/stationery/{itemType}/pages/{pageType}': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await proofDraftCase(owner), itemType: 'prayer-card', pageType: 'back' },
      body: await pngFile(),
    }),
    untouched: proofsUntouched,
  },
  'POST /api/staff/cases/{id}/proofs/stationery/{itemType}/pdf': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await proofDraftCase(owner), itemType: 'prayer-card' },
      body: new Blob([new Uint8Array(plainPdf(2))], { type: 'application/octet-stream' }),
    }),
    untouched: proofsUntouched,
  },
  'POST /api/staff/cases/{id}/proofs/stationery/{itemType}/send': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await proofDraftCase(owner), itemType: 'prayer-card' } }),
    untouched: proofsUntouched,
  },
  'POST /api/staff/cases/{id}/proofs/video': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await proofDraftCase(owner) }, body: await videoFile() }),
    untouched: proofsUntouched,
  },
  'POST /api/staff/cases/{id}/proofs/video/captions': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({
      params: { id: await proofDraftCase(owner) },
      body: new Blob(['WEBVTT\n\n00:00.000 --> 00:01.000\nIsolation\n']),
    }),
    untouched: proofsUntouched,
  },
  'POST /api/staff/cases/{id}/proofs/video/send': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: { id: await proofDraftCase(owner) } }),
    untouched: proofsUntouched,
  },
  'POST /api/staff/cases/{id}/proofs/comments/{commentId}/answers': {
    audience: 'staff',
    ok: 200,
    call: async (_, owner) => ({ params: await familyComment(owner), body: { text: 'Isolation answer.' } }),
    untouched: answersUntouched,
  },
  'GET /api/web/obituaries/{id}/photos': { audience: 'public', ok: 200, call: memorialCall },
  'GET /api/web/obituaries/{id}/memories': { audience: 'public', ok: 200, call: memorialCall },
  'POST /api/web/obituaries/{id}/memories': {
    audience: 'public',
    ok: 201,
    call: (tenant, owner) => ({ ...memorialCall(tenant, owner), body: memoryForm() }),
  },
  'GET /api/web/obituaries/{id}/video': { audience: 'public', ok: 200, call: memorialCall },
  'GET /api/web/media/{id}/{file}': {
    audience: 'public',
    ok: 200,
    call: async (_, owner) => ({ params: await albumPhotoOf(owner.scope, owner.ids.obituary) }),
  },
  'GET /api/web/obituaries/{id}/shop/products': {
    audience: 'public',
    ok: 200,
    call: async (_, owner) => ({ params: { id: (await shopOf(owner)).obituaryId } }),
  },
  'GET /api/web/obituaries/{id}/shop/products/{productId}': {
    audience: 'public',
    ok: 200,
    call: async (_, owner) => {
      const shop = await shopOf(owner);
      return { params: { id: shop.obituaryId, productId: shop.productId } };
    },
  },
  'GET /api/web/shop/payment-setup': { audience: 'public', ok: 200 },
  'POST /api/web/obituaries/{id}/shop/orders': {
    audience: 'public',
    ok: 201,
    call: async (_, owner) => {
      const shop = await shopOf(owner);
      return {
        params: { id: shop.obituaryId },
        body: familyOrder(shop.productId),
        headers: { 'Idempotency-Key': `isolation-${uniquePath('order').slice(1)}` },
      };
    },
  },
  'GET /api/web/shop/orders/{publicId}': {
    audience: 'public',
    ok: 200,
    // The order's key is sent too: another company's order is not found even with its own key.
    call: async (_, owner) => {
      const placed = await orderOf(owner);
      return { params: { publicId: placed.order.publicId }, headers: { 'X-Order-Key': placed.accessKey } };
    },
  },
  'GET /api/family/cases': { audience: 'family', ok: 200 },
  'GET /api/family/cases/{caseId}': { audience: 'family', ok: 200, call: (_, owner) => ({ params: caseOf(owner) }) },
  'GET /api/family/cases/{caseId}/statement': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'GET /api/family/cases/{caseId}/statement/history': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'GET /api/family/cases/{caseId}/shop-orders': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'GET /api/family/cases/{caseId}/payments': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'GET /api/family/cases/{caseId}/payments/{paymentId}': {
    audience: 'family',
    ok: 200,
    call: familyCall((family) => ({ caseId: family.ids.case, paymentId: family.ids.payment })),
  },
  'POST /api/family/cases/{caseId}/payments': {
    audience: 'family',
    ok: 201,
    call: async (_, owner) => ({
      params: { caseId: await signedCase(app, familyOf(owner), owner.scope) },
      body: { amountCents: 100, paymentToken: sandboxToken() },
      headers: { 'Idempotency-Key': `isolation-pay-${(signing += 1)}` },
    }),
  },
  // Connecting card payments is the owner's, in the console (decision 0081): the family's own call is refused.
  'POST /api/family/cases/{caseId}/payments/connect': {
    audience: 'family',
    ok: 403,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  // The family's content. Proof writes change state: each tenant's own call happens once, in document order
  // (a comment before the approval that locks its proof), and the comment and approval name different items.
  'GET /api/family/cases/{caseId}/obituary': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/obituary': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner), body: { textHtml: '<p>Isolation</p>' } }),
  },
  'GET /api/family/cases/{caseId}/obituary/shop': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/obituary/shop': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner), body: { shop: true, noFlowers: true } }),
  },
  'POST /api/family/cases/{caseId}/obituary/approve': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'GET /api/family/cases/{caseId}/memorial-wall/comments/{statusOrCommentId}': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: { ...caseOf(owner), statusOrCommentId: 'pending' } }),
  },
  'POST /api/family/cases/{caseId}/memorial-wall/comments/{statusOrCommentId}': {
    audience: 'family',
    ok: 204,
    call: (_, owner) => ({
      params: { ...caseOf(owner), statusOrCommentId: familyOf(owner).ids.wallComment },
      body: { decision: 'approve' },
    }),
  },
  'GET /api/family/cases/{caseId}/memorial-wall/settings': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/memorial-wall/settings': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner), body: { moderation: 'open', posting: 'anyone', shown: true } }),
  },
  'GET /api/family/cases/{caseId}/stationery': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/stationery/comment': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({
      params: caseOf(owner),
      query: '?itemType=programme&pageType=front',
      body: { text: 'Isolation' },
    }),
  },
  'POST /api/family/cases/{caseId}/stationery/approve': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner), query: '?itemType=prayer-card' }),
  },
  'GET /api/family/cases/{caseId}/video': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/video/comment': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner), body: { text: 'Isolation' } }),
  },
  'POST /api/family/cases/{caseId}/video/approve': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  // A signed link names its company: the other company's link is no link on this host (404).
  'GET /api/web/case-files/{id}/{file}': {
    audience: 'public',
    ok: 200,
    call: async (_, owner) => {
      const family = familyOf(owner);
      const response = await request(app, 'GET', `/api/family/cases/${family.ids.case}/stationery`, {
        host: owner.host,
        token: family.token,
      });
      const url = caseStationery.parse(await response.json()).proofs[0]!.pages[0]!.image!.url;
      const [, id, file, query] = /^\/api\/web\/case-files\/(\d+)\/([^?]+)(\?.*)$/.exec(url)!;
      return { params: { id: id!, file: file! }, query };
    },
  },
  // A signed link names its company and owner: the other company's link is no link on this host (404).
  'GET /api/web/company-export': {
    audience: 'public',
    ok: 200,
    foreign: 404,
    call: async (_, owner) => {
      const response = await request(app, 'POST', '/api/staff/company/export-link', {
        host: owner.host,
        token: owner.token,
      });
      const { url } = exportLink.parse(await response.json());
      return { query: url.slice(url.indexOf('?')) };
    },
  },
  'GET /api/family/cases/{caseId}/tasks': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/tasks/{taskId}/assign/{userId}': {
    audience: 'family',
    ok: 200,
    call: taskCall('assign'),
  },
  'POST /api/family/cases/{caseId}/tasks/{taskId}/unassign/{userId}': {
    audience: 'family',
    ok: 200,
    call: taskCall('unassign'),
  },
  'POST /api/family/cases/{caseId}/tasks/{taskId}/status/{status}': {
    audience: 'family',
    ok: 200,
    call: taskCall('status'),
  },
  'GET /api/family/cases/{caseId}/tasks/{taskId}/user-suggestions': {
    audience: 'family',
    ok: 200,
    call: taskCall('suggestions'),
  },
  'GET /api/family/cases/{caseId}/user-search': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'GET /api/family/cases/{caseId}/case-details': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/case-details': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner), body: { fullName: 'Isolation' } }),
  },
  'POST /api/family/cases/{caseId}/invite': {
    audience: 'family',
    ok: 201,
    call: (_, owner) => ({
      params: caseOf(owner),
      body: { name: 'Isolation Relative', email: `isolation-invite-${(unique += 1)}@family.example` },
    }),
  },
  'GET /api/family/invitation/{token}': {
    audience: 'public',
    ok: 200,
    call: async (_, owner) => ({ params: { token: (await invitationOf(owner)).token } }),
  },
  // The family accepts an invitation to its own case: a member already, it stays one.
  'POST /api/family/invitation/{token}/accept': {
    audience: 'family',
    ok: 200,
    call: async (_, owner) => ({
      params: { token: (await invitationOf(owner, familyOf(owner).account.email)).token },
    }),
  },
  'POST /api/family/signup': {
    audience: 'public',
    ok: 201,
    call: async (_, owner) => ({
      body: {
        invitation: (await invitationOf(owner)).token,
        name: 'Isolation Relative',
        password: 'isolation-lantern-meadow-4471',
      },
    }),
  },
  'GET /api/family/company/gpl/items': { audience: 'family', ok: 200 },
  'GET /api/family/cases/{caseId}/photos': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/photos': {
    audience: 'family',
    ok: 201,
    call: async (_, owner) => ({ params: caseOf(owner), body: await pngFile() }),
  },
  'DELETE /api/family/cases/{caseId}/photos/{mediaId}': {
    audience: 'family',
    ok: 204,
    call: async (_, owner) => ({ params: { ...caseOf(owner), mediaId: await mediaRowOf(owner, 'photos') } }),
    untouched: mediaUntouched,
  },
  'POST /api/family/cases/{caseId}/case-photo': {
    audience: 'family',
    ok: 201,
    call: async (_, owner) => ({ params: caseOf(owner), body: await pngFile() }),
  },
  'GET /api/family/cases/{caseId}/music': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/music': {
    audience: 'family',
    ok: 201,
    call: (_, owner) => ({
      params: caseOf(owner),
      body: new Blob([new Uint8Array(toneWav({ seconds: 1 }))], { type: 'application/octet-stream' }),
    }),
  },
  'DELETE /api/family/cases/{caseId}/music/{mediaId}': {
    audience: 'family',
    ok: 204,
    call: async (_, owner) => ({ params: { ...caseOf(owner), mediaId: await mediaRowOf(owner, 'music') } }),
    untouched: mediaUntouched,
  },
  'GET /api/family/media/albums/stock/themes': { audience: 'family', ok: 200 },
  'GET /api/family/cases/{caseId}/memorial-theme': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/cases/{caseId}/memorial-theme': {
    audience: 'family',
    ok: 200,
    call: async (_, owner) => ({ params: caseOf(owner), query: `?mediaId=${await stockThemeOf(owner)}` }),
  },
  'PUT /api/family/cases/{caseId}/memorial-theme': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({
      params: caseOf(owner),
      body: {
        backgroundColor: '#ffffff',
        textColor: '#000000',
        accentColor: '#333333',
        font: 'classic',
        backgroundMediaId: null,
      },
    }),
  },
  'GET /api/family/arrangements/items/{itemId}': {
    audience: 'family',
    ok: 200,
    call: familyCall((family) => ({ itemId: family.ids.item })),
  },
  'GET /api/family/arrangements/items/{itemId}/variants': {
    audience: 'family',
    ok: 200,
    call: familyCall((family) => ({ itemId: family.ids.itemWithVariants })),
  },
  'GET /api/family/arrangements/items/selectors/{selectorId}': {
    audience: 'family',
    ok: 200,
    call: familyCall((family) => ({ selectorId: family.ids.selector })),
  },
  'GET /api/family/arrangements/statement/template/{revisionId}': {
    audience: 'family',
    ok: 200,
    call: familyCall((family) => ({ revisionId: family.ids.template })),
  },
  'GET /api/family/arrangements/{caseId}': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'GET /api/family/arrangements/{caseId}/packages': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/arrangements/{caseId}/packages/{packageId}': {
    audience: 'family',
    ok: 200,
    call: familyCall((family) => ({ caseId: family.ids.case, packageId: family.ids.package })),
  },
  'POST /api/family/arrangements/{caseId}/lines': {
    audience: 'family',
    ok: 201,
    call: (_, owner) => ({ params: caseOf(owner), body: { itemId: familyOf(owner).ids.item, quantity: 1 } }),
  },
  'PATCH /api/family/arrangements/{caseId}/lines/{lineId}': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => {
      const family = familyOf(owner);
      return {
        params: { caseId: family.ids.case, lineId: family.ids.line },
        body: { itemId: family.ids.lineItem, quantity: 1 },
      };
    },
    untouched: lineUntouched,
  },
  'DELETE /api/family/arrangements/{caseId}/items/{lineId}': {
    audience: 'family',
    ok: 200,
    call: async (_, owner) => ({ params: { caseId: familyOf(owner).ids.case, lineId: await addedLine(owner) } }),
    untouched: lineUntouched,
  },
  'GET /api/family/arrangements/{caseId}/contract': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner) }),
  },
  'POST /api/family/arrangements/{caseId}/contract/details': {
    audience: 'family',
    ok: 200,
    call: (_, owner) => ({ params: caseOf(owner), body: purchaserFor('Isolation Purchaser') }),
  },
  // The console's obituaries: each call moves an obituary made for it.
  'GET /api/staff/obituaries': { audience: 'staff', ok: 200 },
  'POST /api/staff/obituaries': {
    audience: 'staff',
    ok: 201,
    call: async (_, owner) => {
      const [made] = await owner.scope
        .insert(cases, { locationId: owner.ids.location, status: 'AT_NEED', decedentName: 'Isolation', nameSlug: 'x' })
        .returning({ id: cases.id });
      return { body: { for: { kind: 'case', caseId: made!.id } } };
    },
    // The case is named in the body: another company's case is no case here.
    foreign: 404,
  },
  'GET /api/staff/obituaries/{id}': { audience: 'staff', ok: 200, call: obituaryCall('draft') },
  'PUT /api/staff/obituaries/{id}': {
    audience: 'staff',
    ok: 200,
    call: async (tenant, owner) => ({ ...(await obituaryCall('draft')(tenant, owner)), body: obituaryForm }),
    untouched: obituaryUntouched('draft'),
  },
  'POST /api/staff/obituaries/{id}/photo': {
    audience: 'staff',
    ok: 200,
    call: async (tenant, owner) => ({ ...(await obituaryCall('draft')(tenant, owner)), body: await pngFile() }),
    untouched: obituaryUntouched('draft'),
  },
  'POST /api/staff/obituaries/{id}/ask-family': {
    audience: 'staff',
    ok: 200,
    call: obituaryCall('draft', { family: true }),
    untouched: obituaryUntouched('draft'),
  },
  'POST /api/staff/obituaries/{id}/stop-asking': {
    audience: 'staff',
    ok: 200,
    call: obituaryCall('awaiting-family', { family: true }),
    untouched: obituaryUntouched('awaiting-family'),
  },
  'POST /api/staff/obituaries/{id}/approve-text': {
    audience: 'staff',
    ok: 200,
    call: obituaryCall('draft', { draft: '<p>Isolation, approved by staff.</p>' }),
    untouched: obituaryUntouched('draft'),
  },
  'POST /api/staff/obituaries/{id}/mark-ready': {
    audience: 'staff',
    ok: 200,
    call: obituaryCall('draft'),
    untouched: obituaryUntouched('draft'),
  },
  'POST /api/staff/obituaries/{id}/publish': {
    audience: 'staff',
    ok: 200,
    call: obituaryCall('ready'),
    untouched: obituaryUntouched('ready'),
  },
  'POST /api/staff/obituaries/{id}/unpublish': {
    audience: 'staff',
    ok: 200,
    call: obituaryCall('published'),
    untouched: obituaryUntouched('published'),
  },

  // Moderation across the company: each decision on a memory made for it.
  'GET /api/staff/memories': { audience: 'staff', ok: 200 },
  'GET /api/staff/memory-counts': { audience: 'staff', ok: 200 },
  'POST /api/staff/memories/{id}/approve': {
    audience: 'staff',
    ok: 204,
    call: memoryCall,
    untouched: memoryUntouched,
  },
  'POST /api/staff/memories/{id}/reject': {
    audience: 'staff',
    ok: 204,
    call: memoryCall,
    untouched: memoryUntouched,
  },

  // The staff console's team (decision 0062): the owner's calls on accounts made for each call.
  'GET /api/staff/team': { audience: 'staff', ok: 200 },
  'POST /api/staff/team/invitations': {
    audience: 'staff',
    ok: 201,
    call: () => ({
      body: { name: 'Isolation Staff', email: `isolation-staff-${(unique += 1)}@staff.example`, role: 'staff' },
    }),
  },
  'PATCH /api/staff/team/{userId}': {
    audience: 'staff',
    ok: 200,
    call: async (tenant, owner) => ({ ...(await teamMemberCall()(tenant, owner)), body: { role: 'director' } }),
    untouched: teamMemberUntouched(false),
  },
  'POST /api/staff/team/{userId}/disable': {
    audience: 'staff',
    ok: 200,
    call: teamMemberCall(),
    untouched: teamMemberUntouched(false),
  },
  'POST /api/staff/team/{userId}/enable': {
    audience: 'staff',
    ok: 200,
    call: teamMemberCall(true),
    untouched: teamMemberUntouched(true),
  },
  'POST /api/staff/team/{userId}/reset': {
    audience: 'staff',
    ok: 200,
    call: teamMemberCall(),
    untouched: teamMemberUntouched(false),
  },
  'GET /api/staff/invitation/{token}': {
    audience: 'public',
    ok: 200,
    call: async (_, owner) => ({
      params: { token: (await freshStaffInvitation(owner.scope, { invitedBy: null })).token },
    }),
  },
  'POST /api/staff/invitation/{token}/accept': {
    audience: 'public',
    ok: 201,
    call: async (_, owner) => ({
      params: { token: (await freshStaffInvitation(owner.scope, { invitedBy: null })).token },
      body: { name: 'Isolation Staff', password: 'isolation-willow-harbor-5521' },
    }),
  },
  'POST /api/family/arrangements/{caseId}/contract/submit': {
    audience: 'family',
    ok: 200,
    call: async (_, owner) => ({
      params: { caseId: await readyToSign(app, familyOf(owner), owner.scope) },
      body: { signatureName: 'Pat Fixture', consent: true },
      headers: { 'Idempotency-Key': `isolation-sign-${(signing += 1)}` },
    }),
  },
};

interface Operation {
  key: string;
  method: string;
  path: string;
  audience: string | undefined;
  permission: StaffPermission | undefined;
  secured: boolean;
}

const document = (await (await app.request('/api/openapi.json')).json()) as {
  paths: Record<
    string,
    Record<string, { 'x-audience'?: string; 'x-permission'?: StaffPermission; security?: unknown[] }>
  >;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    audience: op['x-audience'],
    permission: op['x-permission'],
    secured: (op.security?.length ?? 0) > 0,
  })),
);

const sessionAudiences: Audience[] = ['staff', 'family', 'signed-in'];

/** A session of company A's demo account of each staff role (the README's logins), made once. */
const roleTokens = new Map<StaffRole, Promise<string>>();
const roleAccounts: Record<Exclude<StaffRole, 'owner'>, { email: string; password: string }> = {
  director: { email: EVERGREEN_DIRECTOR_EMAIL, password: EVERGREEN_DIRECTOR_PASSWORD },
  staff: { email: EVERGREEN_STAFF_EMAIL, password: EVERGREEN_STAFF_PASSWORD },
};
function roleToken(role: Exclude<StaffRole, 'owner'>): Promise<string> {
  let token = roleTokens.get(role);
  if (!token) {
    token = signIn(app, a.host, roleAccounts[role]);
    roleTokens.set(role, token);
  }
  return token;
}

describe('tenant isolation of every API route', () => {
  it('has an expectation for every route of the OpenAPI document, and none for a route that is gone', () => {
    expect(operations.map((op) => op.key).sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(operations.filter((op) => op.key in expectations))('$key', async (op) => {
    const expected = expectations[op.key]!;
    expect(op.audience, 'the audience of the declaration').toBe(expected.audience);
    const needsSession = sessionAudiences.includes(expected.audience);
    expect(op.secured, 'OpenAPI security follows the audience').toBe(needsSession);
    const hasIds = op.path.includes('{');

    for (const [tenant, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const send = async (who: 'anonymous' | 'own staff' | 'other staff', owner: TenantFixture) => {
        const call = (await expected.call?.(tenant, owner)) ?? {};
        const path =
          op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(call.params?.[name])) + (call.query ?? '');
        // Family routes: the company's family account stands where its staff does elsewhere.
        const family = expected.audience === 'family';
        const token =
          who === 'anonymous'
            ? undefined
            : who === 'other staff'
              ? family
                ? familyOf(other).token
                : other.token
              : expected.freshSession
                ? await signIn(app, tenant.host, tenant.staff)
                : family
                  ? familyOf(tenant).token
                  : tenant.token;
        const response = await request(app, op.method, path, {
          host: tenant.host,
          token,
          body: call.body,
          headers: call.headers,
        });
        const text = await response.text();
        for (const marker of other.markers) {
          expect(text, `${who} on ${tenant.name}'s host shows ${other.name}'s "${marker}"`).not.toContain(marker);
        }
        return { status: response.status, call };
      };
      const label = (who: string, whose: string) => `${op.key} on ${tenant.name}'s host as ${who}, ${whose} ids`;

      expect((await send('anonymous', tenant)).status, label('anonymous', 'its own')).toBe(
        needsSession ? 401 : expected.ok,
      );
      expect((await send('own staff', tenant)).status, label('its staff', 'its own')).toBe(expected.ok);
      // Another company's session is no session here: 401, never 403 and never an answer.
      expect((await send('other staff', tenant)).status, label(`${other.name}'s staff`, 'its own')).toBe(
        needsSession ? 401 : expected.ok,
      );
      if (hasIds || expected.foreign !== undefined) {
        const foreign = await send('own staff', other);
        expect(foreign.status, label('its staff', `${other.name}'s`)).toBe(expected.foreign ?? 404);
        await expected.untouched?.(other, foreign.call);
      }
    }

    if (expected.audience !== 'staff') return;
    expect(op.permission, 'a staff route names its permission').toBeDefined();
    for (const [who, role] of [
      ['a director', 'director'],
      ['office staff', 'staff'],
      ['a family member', null],
    ] as const) {
      const call = (await expected.call?.(a, a)) ?? {};
      const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => String(call.params?.[name])) + (call.query ?? '');
      const token = role === null ? familyOf(a).token : await roleToken(role);
      const response = await request(app, op.method, path, {
        host: a.host,
        token,
        body: call.body,
        headers: call.headers,
      });
      const allowed = role !== null && can(role, op.permission!);
      expect(response.status, `${op.key} as ${who}`).toBe(allowed ? expected.ok : 403);
    }
  });

  it("leaves each company's site, draft and redirects holding only its own data", async () => {
    for (const [tenant, other] of [
      [a, b],
      [b, a],
    ] as const) {
      for (const path of [
        '/api/web/render-context/approved',
        '/api/web/render-context/draft',
        '/api/web/builder/redirects',
        '/api/web/builder/versions',
      ]) {
        const response = await request(app, 'GET', path, { host: tenant.host, token: tenant.token });
        expect(response.status).toBe(200);
        const text = await response.text();
        for (const marker of other.markers) expect(text, `${path} of ${tenant.name}`).not.toContain(marker);
        for (const marker of tenant.markers.slice(0, 1)) {
          if (path.includes('render-context')) expect(text).toContain(marker);
        }
      }
    }
  });
});
