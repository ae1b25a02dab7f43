import type { Page, Request, Route } from '@playwright/test';
import { arrangementTotals } from '#contract/arrangement-rules.ts';
import type { FamilyCase } from '#contract/family-cases.ts';
import type { Arrangement, GplItem, ItemVariant } from '#contract/family-arrangements.ts';
import type { CaseStatement, FamilyContract } from '#contract/family-statement.ts';
import {
  MODEL_CASE_ID,
  modelCase,
  modelCatalog,
  modelPackages,
  modelPurchaser,
  modelSelectorChoice,
  modelVariants,
} from '#machines/arrangement/arrangement.model-fixtures.ts';
import { expect } from '../e2e/fixtures.ts';

/*
 * The arrangement model's funeral home (machines/arrangement/arrangement.model-fixtures.ts) served to
 * the browser in place of /api/family. What the pages read around the machine (the case, packages,
 * variants, a selector's choices, the price list, the contract, the statement) is answered at once
 * from the arrangement the model holds; every call the machine's actors make is held until the walk
 * answers it, as the model does, so the browser takes exactly the model's path.
 */

const ARRANGEMENT = `/api/family/arrangements/${MODEL_CASE_ID}`;

/** The machine's actors, by the request each one sends. */
export type ActorId =
  'load' | 'selectPackage' | 'loadItems' | 'addLine' | 'changeLine' | 'removeLine' | 'saveDetails' | 'submitContract';

interface Held {
  actor: ActorId;
  route: Route;
  request: Request;
}

/** The actor a request belongs to, or null for a read the server answers at once. */
function actorOf(method: string, url: URL): ActorId | null {
  const path = url.pathname;
  if (method === 'GET' && path === ARRANGEMENT) return 'load';
  if (method === 'GET' && path === '/api/family/company/gpl/items' && url.searchParams.has('ids')) return 'loadItems';
  if (method === 'POST' && path.startsWith(`${ARRANGEMENT}/packages/`)) return 'selectPackage';
  if (method === 'POST' && path === `${ARRANGEMENT}/lines`) return 'addLine';
  if (method === 'PATCH' && path.startsWith(`${ARRANGEMENT}/lines/`)) return 'changeLine';
  if (method === 'DELETE' && path.startsWith(`${ARRANGEMENT}/items/`)) return 'removeLine';
  if (method === 'POST' && path === `${ARRANGEMENT}/contract/details`) return 'saveDetails';
  if (method === 'POST' && path === `${ARRANGEMENT}/contract/submit`) return 'submitContract';
  return null;
}

/** The model's case's decedent, as the case's pages name them. */
export const MODEL_DECEDENT = 'Margaret Whitfield';

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/**
 * How often a walk looks for a held request: a gesture's request comes within milliseconds, and
 * expect.poll's own first wait (100 ms) would be most of a step's time.
 */
export const heldRequestPolls = [10, 20, 50, 100, 250, 500, 1000];

/** The model's refusal as the API words one (spec §8 error body): the page shows "Refused". */
export const REFUSED = 'Refused';
const refusal = { status: 422, message: 'Unprocessable Content', issues: [{ path: '', message: REFUSED }] };

const page1 = <T>(items: T[]) => ({ items, page: 1, pageSize: 100, total: items.length });

const familyCaseOf = (arrangement: Arrangement | null): FamilyCase => ({
  ...modelCase,
  locationId: modelCase.locationId,
  decedentName: MODEL_DECEDENT,
  status: 'AT_NEED',
  location: {
    id: 1,
    name: 'Evergreen Chapel',
    phoneNumber: '(503) 555-0100',
    address: '410 Cedar Avenue, Portland, OR 97205',
  },
  director: { name: 'Thomas Reyes', phoneNumber: '(503) 555-0101' },
  dates: { bornOn: '1941-03-02', diedOn: '2026-11-20', serviceAt: null, serviceTimeZone: null },
  progress: {
    packageChosen: arrangement?.packageId != null,
    selectionsComplete: false,
    hasPurchaser: arrangement?.hasPurchaser ?? false,
    signedAt: arrangement?.signedAt ?? null,
  },
  balance: null,
});

/** Each item with variants offers the model's variant and one more. */
const variantsOf = (itemId: number): ItemVariant[] => {
  const first = modelVariants[itemId];
  if (!first) return [];
  const other = { id: first.id + 1, name: 'Plain finish', priceCents: first.priceCents - 10000 };
  return [first, other].map((variant) => ({ ...variant, itemId, description: `${variant.name}.`, photo: null }));
};

const itemById = (id: number) => modelCatalog.find((item) => item.id === id);

/** A plain statement of the arrangement's priced lines: the review page shows one (its sums are the server's). */
function statementOf(arrangement: Arrangement | null): CaseStatement {
  const groups = (arrangement?.categories ?? []).map((category) => {
    const lines = category.lines
      .filter((line) => line.unitPriceCents !== null)
      .map((line) => ({
        name: (line.item && itemById(line.item.id)?.name) ?? line.name ?? category.itemCategory.name,
        variantName: line.variant?.name ?? null,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents!,
        totalCents: line.unitPriceCents! * line.quantity,
      }));
    return { category: category.itemCategory, lines, subtotalCents: lines.reduce((s, l) => s + l.totalCents, 0) };
  });
  // The sums are the server's function (contract/arrangement-rules.ts), as on the selections page.
  const totals = arrangementTotals(arrangement);
  return {
    templateRevisionId: 1,
    displayType: 'ITEMIZED',
    groups: groups.filter((group) => group.lines.length > 0),
    cashAdvances: [],
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    cashAdvanceCents: totals.cashAdvanceCents,
    totalCents: totals.totalCents,
    paidCents: 0,
    balanceCents: totals.totalCents,
    hasEstimates: totals.hasEstimates,
    signature: arrangement?.signedAt ? { signerName: modelPurchaser.fullName, signedAt: arrangement.signedAt } : null,
    reasons: { requiredPurchases: 'None', embalming: null },
  };
}

const contractOf = (arrangement: Arrangement | null): FamilyContract => ({
  caseId: MODEL_CASE_ID,
  purchaser: arrangement?.hasPurchaser ? modelPurchaser : null,
  purchaserFromRequest: null,
  signature: arrangement?.signedAt ? { signerName: modelPurchaser.fullName, signedAt: arrangement.signedAt } : null,
  statementSha256: arrangement?.signedAt ? 'a'.repeat(64) : null,
});

/** The reads around the machine, answered from what the model's arrangement is now; null if unknown. */
function readAnswer(url: URL, arrangement: Arrangement | null): unknown {
  const path = url.pathname;
  if (path === `/api/family/cases/${MODEL_CASE_ID}`) return familyCaseOf(arrangement);
  if (path === `/api/family/cases/${MODEL_CASE_ID}/statement`) return statementOf(arrangement);
  // The statement page's revisions and void statements: none in the arrangement walk.
  if (path === `/api/family/cases/${MODEL_CASE_ID}/statement/history`)
    return {
      issue: 1,
      signed: Boolean(arrangement?.signedAt),
      purchaser: arrangement?.hasPurchaser ? modelPurchaser : null,
      note: '',
      changes: [],
      voided: [],
    };
  // The case home lists the case's tasks: none that the arrangement walk is about.
  if (path === `/api/family/cases/${MODEL_CASE_ID}/tasks`) return page1([]);
  // …and what was sent in memory from the shop: nothing.
  if (path === `/api/family/cases/${MODEL_CASE_ID}/shop-orders`) return { items: [] };
  if (path === `${ARRANGEMENT}/packages`) return { items: modelPackages };
  if (path === `${ARRANGEMENT}/contract`) return contractOf(arrangement);
  if (path === '/api/family/company/gpl/items') return page1<GplItem>(modelCatalog);
  const variants = /^\/api\/family\/arrangements\/items\/(\d+)\/variants$/.exec(path);
  if (variants) return { items: variantsOf(Number(variants[1])) };
  if (path === '/api/family/arrangements/items/selectors/301')
    return { id: 301, name: 'Urn', selectorItems: [{ item: itemById(modelSelectorChoice)! }] };
  return null;
}

/** A request of an actor, as the walk expects it: method, path, JSON body (when it has one). */
export interface ExpectedRequest {
  method: string;
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: string[];
}

/**
 * Serves the model's funeral home to `page`. `arrangement()` is what the server holds now (the walk's
 * expected snapshot's), read for every answered-at-once call.
 */
export async function serveModelFuneralHome(page: Page, arrangement: () => Arrangement | null) {
  const held: Held[] = [];
  const unknown: string[] = [];
  await page.route('**/api/family/**', async (route, request) => {
    const url = new URL(request.url());
    const actor = actorOf(request.method(), url);
    if (actor) {
      held.push({ actor, route, request });
      return;
    }
    const answer = request.method() === 'GET' ? readAnswer(url, arrangement()) : null;
    if (answer === null) {
      unknown.push(`${request.method()} ${url.pathname}${url.search}`);
      return json(route, { status: 404, message: 'Not Found' }, 404);
    }
    return json(route, answer);
  });

  /** The one held request of `actor`, checked against what the walk expects it to ask. */
  async function take(actor: ActorId, expected: ExpectedRequest): Promise<Held> {
    await expect
      .poll(() => held.map((h) => h.actor), {
        message: `the page asked the server for ${actor}`,
        intervals: heldRequestPolls,
      })
      .toEqual([actor]);
    const found = held.shift()!;
    const url = new URL(found.request.url());
    expect(`${found.request.method()} ${url.pathname}`).toBe(`${expected.method} ${expected.path}`);
    if (expected.query) expect(Object.fromEntries(url.searchParams)).toEqual(expect.objectContaining(expected.query));
    if (expected.body !== undefined) expect(found.request.postDataJSON()).toEqual(expected.body);
    for (const header of expected.headers ?? []) expect(await found.request.headerValue(header)).toBeTruthy();
    return found;
  }

  return {
    /** Held requests not yet answered, by actor (the screen checks nothing is asked that the model did not). */
    pending: () => held.map((h) => h.actor),
    /** Reads the stub did not know: a page asking for something the model's server does not serve. */
    unknown,
    /** Answers `actor`'s request with the model's output: the arrangement, or after a contract the re-read. */
    async succeed(actor: ActorId, expected: ExpectedRequest, output: unknown) {
      const found = await take(actor, expected);
      if (actor === 'load') return json(found.route, (output as { arrangement: Arrangement }).arrangement);
      if (actor === 'loadItems') return json(found.route, page1(output as GplItem[]));
      if (actor === 'saveDetails' || actor === 'submitContract') {
        // The contract calls answer the contract; the page then reads the arrangement again.
        const next = output as Arrangement;
        await json(found.route, contractOf(next), 200);
        return json((await take('load', { method: 'GET', path: ARRANGEMENT })).route, next);
      }
      return json(found.route, output, actor === 'addLine' ? 201 : 200);
    },
    /** Refuses `actor`'s request as the server refuses a change (422 with an issue). */
    async fail(actor: ActorId, expected: ExpectedRequest) {
      return json((await take(actor, expected)).route, refusal, 422);
    },
  };
}

/** The request each actor sends for its input (the machine's own, read from the expected snapshot). */
export function expectedRequest(actor: ActorId, input: Record<string, unknown>): ExpectedRequest {
  switch (actor) {
    case 'load':
      return { method: 'GET', path: ARRANGEMENT };
    case 'selectPackage':
      return { method: 'POST', path: `${ARRANGEMENT}/packages/${String(input.packageId)}` };
    case 'loadItems':
      return {
        method: 'GET',
        path: '/api/family/company/gpl/items',
        query: { ids: (input.ids as number[]).join(',') },
      };
    case 'addLine':
      return { method: 'POST', path: `${ARRANGEMENT}/lines`, body: input.body };
    case 'changeLine':
      return { method: 'PATCH', path: `${ARRANGEMENT}/lines/${String(input.lineId)}`, body: input.body };
    case 'removeLine':
      return { method: 'DELETE', path: `${ARRANGEMENT}/items/${String(input.lineId)}` };
    case 'saveDetails':
      return { method: 'POST', path: `${ARRANGEMENT}/contract/details`, body: input.details };
    case 'submitContract': {
      const signature = input.signature as { fullName: string; consent: boolean };
      return {
        method: 'POST',
        path: `${ARRANGEMENT}/contract/submit`,
        body: { signatureName: signature.fullName, consent: signature.consent },
        headers: ['idempotency-key'],
      };
    }
  }
}
