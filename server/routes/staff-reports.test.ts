import { desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '#contract/errors.ts';
import type { CaseStatement } from '#contract/family-statement.ts';
import type { PaymentMethod } from '#contract/payment-ledger.ts';
import {
  balancesReport,
  casesReport,
  paymentsReport,
  reportMessages,
  reportTables,
  revenueReport,
  shopReport,
  type ReportTable,
} from '#contract/staff-reports.ts';
import { roleRefusedMessage } from '#contract/staff-roles.ts';
import { casePayments, caseRefunds, cases, contracts, planningForms, planningSubmissions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { orderTotalCents } from '#server/services/shop/order-summary.ts';
import { createArrangement } from '#tests/server/factories/arrangement.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createProducts } from '#tests/server/factories/product.ts';
import { purchaserFor } from '#tests/server/family-fixtures.ts';
import { freshStaffAccount } from '#tests/server/staff-fixtures.ts';
import { request, signIn } from '#tests/server/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '#tests/server/test-app.ts';
import { openTestDatabase, type TestDatabase } from '#tests/server/test-database.ts';
import { orders } from '#server/db/schema.ts';

/*
 * The business's reports (decision 0126), each in a company of its own, on a fixed clock (June 15,
 * 2026, noon in Los Angeles, the factory company's zone): each report's figures against the rows the
 * test wrote, added up here another way; the months counted in the company's zone; the role limits
 * (office staff none, directors the money only while the owner lets them); and each table's CSV.
 */

const NOW = new Date('2026-06-15T19:00:00Z');
const DAY = 86_400_000;
const PERIOD = '?from=2026-01&to=2026-06';

let database: TestDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDatabase();
  t = createTestApp(database.db, { clock: { now: () => NOW } });
});
afterAll(() => database.close());

const staffToken = async (company: FactoryCompany, role: 'owner' | 'director' | 'staff') =>
  signIn(t.app, company.host, await freshStaffAccount(company.scope, role));

const get = (company: FactoryCompany, token: string, path: string) =>
  request(t.app, 'GET', path, { host: company.host, token });

const json = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as unknown;
};

/** A CSV file's rows (this test writes no quoted line breaks), without its header. */
const csvRows = async (response: Response): Promise<string[][]> => {
  expect(response.status).toBe(200);
  const text = await response.text();
  expect(text.endsWith('\r\n')).toBe(true);
  return text
    .split('\r\n')
    .slice(1, -1)
    .map((line) => line.split(','));
};

/** A case opened at `openedAt` from a request sent a day before, with the request's status. */
async function requestedCase(
  scope: TenantScope,
  company: FactoryCompany,
  options: { submittedAt: Date; opened: boolean; status?: 'AT_NEED' | 'PRE_PLAN'; location?: number },
) {
  const [form] = await scope.select({ id: planningForms.id }).from(planningForms).orderBy(desc(planningForms.version));
  const { caseId } = await createCase(scope, { status: options.status ?? 'AT_NEED', location: options.location ?? 0 });
  const openedAt = options.opened ? new Date(options.submittedAt.getTime() + DAY) : null;
  await scope.update(cases, { createdAt: options.submittedAt, openedAt }, eq(cases.id, caseId));
  await scope.insert(planningSubmissions, {
    caseId,
    formId: form!.id,
    locationId: company.locations[options.location ?? 0]!.id,
    caseStatus: options.status ?? 'AT_NEED',
    fields: {},
    contactEmail: `contact.${caseId}@family.example`,
    submittedAt: options.submittedAt,
    requestStatus: options.opened ? 'case-opened' : 'contacted',
  });
  return caseId;
}

/** A case whose statement was signed `signedDaysAgo` days before NOW, as the portal signs. */
async function signedCase(scope: TenantScope, signedDaysAgo: number, packageName = 'Traditional burial') {
  const { caseId } = await createCase(scope);
  const member = await createFamilyMember(scope, { caseIds: [caseId] });
  await createArrangement(
    scope,
    { caseId, memberId: member.memberId },
    { packageName, purchaser: purchaserFor('Pat Report'), signedDaysAgo },
    NOW,
  );
  return caseId;
}

let payments = 0;
async function pay(
  scope: TenantScope,
  caseId: number,
  amountCents: number,
  method: PaymentMethod,
  at: { paidAt: Date; receivedOn?: string },
) {
  const [row] = await scope
    .insert(casePayments, {
      caseId,
      amountCents,
      status: 'paid',
      method,
      reference: method === 'check' ? `10${(payments += 1)}` : null,
      provider: method === 'card' ? 'sandbox' : 'recorded',
      idempotencyKey: `report-payment-${(payments += 1)}`,
      createdAt: at.paidAt,
      paidAt: at.paidAt,
      receivedOn: method === 'card' ? null : (at.receivedOn ?? at.paidAt.toISOString().slice(0, 10)),
    })
    .returning({ id: casePayments.id });
  return row!.id;
}

async function refund(scope: TenantScope, caseId: number, paymentId: number, amountCents: number, at: Date) {
  await scope.insert(caseRefunds, {
    caseId,
    paymentId,
    amountCents,
    status: 'refunded',
    reason: '=HYPERLINK("http://evil.example") a line taken off',
    createdAt: at,
    refundedAt: at,
  });
}

const signedStatements = async (scope: TenantScope) =>
  (await scope
    .select({ caseId: contracts.caseId, statement: contracts.statementJson, signedAt: contracts.signedAt })
    .from(contracts, isNotNull(contracts.signedAt))) as { caseId: number; statement: CaseStatement; signedAt: Date }[];

describe('cases and requests (decision 0126)', () => {
  it('counts the cases opened by month, location and plan type, and the requests that became cases, in the company’s months', async () => {
    const company = await createCompany(database);
    const owner = await staffToken(company, 'owner');
    const { scope } = company;
    const sent = [
      // January 31, 23:30 in Los Angeles is February 1 in UTC: a January request, opened in February.
      { submittedAt: new Date('2026-02-01T07:30:00Z'), opened: true },
      { submittedAt: new Date('2026-03-10T17:00:00Z'), opened: true, status: 'PRE_PLAN' as const, location: 1 },
      { submittedAt: new Date('2026-03-11T17:00:00Z'), opened: true, location: 1 },
      { submittedAt: new Date('2026-03-12T17:00:00Z'), opened: false },
      { submittedAt: new Date('2026-04-02T17:00:00Z'), opened: false },
      // Outside the period: December, and July.
      { submittedAt: new Date('2025-12-20T17:00:00Z'), opened: true },
      { submittedAt: new Date('2026-07-01T17:00:00Z'), opened: true },
    ];
    for (const request of sent) await requestedCase(scope, company, request);

    const report = casesReport.parse(await json(await get(company, owner, `/api/staff/reports/cases${PERIOD}`)));
    expect(report.money).toBe(true);
    expect(report.period).toMatchObject({ from: '2026-01', to: '2026-06', timeZone: 'America/Los_Angeles' });
    expect(report.period.months).toHaveLength(6);

    // Summed another way: each row written, its month read in Los Angeles by Intl.
    const monthIn = (at: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', year: 'numeric', month: '2-digit' })
        .format(at)
        .slice(0, 7);
    const expectedCases = new Map<string, number>();
    const expectedRequests = new Map<string, { requests: number; becameCases: number }>();
    for (const request of sent) {
      const requestMonth = monthIn(request.submittedAt);
      if (requestMonth >= '2026-01' && requestMonth <= '2026-06') {
        const row = expectedRequests.get(requestMonth) ?? { requests: 0, becameCases: 0 };
        expectedRequests.set(requestMonth, {
          requests: row.requests + 1,
          becameCases: row.becameCases + (request.opened ? 1 : 0),
        });
      }
      if (!request.opened) continue;
      const caseMonth = monthIn(new Date(request.submittedAt.getTime() + DAY));
      if (caseMonth < '2026-01' || caseMonth > '2026-06') continue;
      const key = `${caseMonth} ${company.locations[request.location ?? 0]!.id} ${request.status ?? 'AT_NEED'}`;
      expectedCases.set(key, (expectedCases.get(key) ?? 0) + 1);
    }
    expect(new Map(report.cases.map((row) => [`${row.month} ${row.locationId} ${row.planType}`, row.cases]))).toEqual(
      expectedCases,
    );
    expect(
      new Map(report.requests.map((row) => [row.month, { requests: row.requests, becameCases: row.becameCases }])),
    ).toEqual(expectedRequests);
    expect(report.requests.find((row) => row.month === '2026-01')).toEqual({
      month: '2026-01',
      requests: 1,
      becameCases: 1,
    });

    const byMonth = await csvRows(await get(company, owner, `/api/staff/reports/csv/cases-by-month${PERIOD}`));
    expect(byMonth.map((row) => row[0])).toEqual([
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
    ]);
    expect(byMonth.reduce((sum, row) => sum + Number(row[3]), 0)).toBe(
      [...expectedCases.values()].reduce((sum, value) => sum + value, 0),
    );
  });

  it('refuses a period that ends before it starts, or a month that is none', async () => {
    const company = await createCompany(database);
    const owner = await staffToken(company, 'owner');
    for (const query of ['?from=2026-05&to=2026-02', '?from=2026-13', '?to=2020-01&from=2010-01']) {
      const response = await get(company, owner, `/api/staff/reports/cases${query}`);
      expect(response.status, query).toBe(422);
    }
  });
});

describe('revenue (decision 0126)', () => {
  it('adds up the statements signed in the period by category as signed, to their totals', async () => {
    const company = await createCompany(database);
    const owner = await staffToken(company, 'owner');
    const { scope } = company;
    await signedCase(scope, 10);
    await signedCase(scope, 40, 'Cremation with memorial');
    await signedCase(scope, 100);
    await signedCase(scope, 200); // December 2025: outside the period
    await createCase(scope); // never signed

    const report = revenueReport.parse(await json(await get(company, owner, `/api/staff/reports/revenue${PERIOD}`)));
    const inPeriod = (await signedStatements(scope)).filter((row) => row.signedAt >= new Date('2026-01-01T08:00:00Z'));
    expect(report.statements).toBe(3);
    expect(inPeriod).toHaveLength(3);
    // Summed another way: every group of every statement's JSON, added up here.
    const byCategory = new Map<string, number>();
    for (const { statement } of inPeriod)
      for (const group of statement.groups)
        byCategory.set(group.category.name, (byCategory.get(group.category.name) ?? 0) + group.subtotalCents);
    byCategory.set(
      'Cash advances',
      inPeriod.reduce((sum, row) => sum + row.statement.cashAdvanceCents, 0),
    );
    byCategory.set(
      'Sales tax',
      inPeriod.reduce((sum, row) => sum + row.statement.taxCents, 0),
    );
    expect(new Map(report.categories.map((line) => [line.name, line.cents]))).toEqual(byCategory);
    const total = inPeriod.reduce((sum, row) => sum + row.statement.totalCents, 0);
    expect(report.totalCents).toBe(total);
    expect(report.categories.reduce((sum, line) => sum + line.cents, 0)).toBe(total);

    const rows = await csvRows(await get(company, owner, `/api/staff/reports/csv/revenue${PERIOD}`));
    expect(Math.round(rows.reduce((sum, row) => sum + Number(row.at(-1)) * 100, 0))).toBe(total);
  });
});

describe('payments and refunds (decision 0126)', () => {
  it('adds up what was received by method and month on the ledger’s days, less the refunds, and writes the QuickBooks file', async () => {
    const company = await createCompany(database);
    const owner = await staffToken(company, 'owner');
    const { scope } = company;
    const caseId = await signedCase(scope, 120);
    const written = [
      // A card paid late on March 31 in Los Angeles is a March payment (April 1 in UTC).
      { cents: 100_000, method: 'card' as const, paidAt: new Date('2026-04-01T05:00:00Z'), month: '2026-03' },
      // A check received on February 27, recorded on March 2: received in February.
      {
        cents: 25_000,
        method: 'check' as const,
        paidAt: new Date('2026-03-02T18:00:00Z'),
        receivedOn: '2026-02-27',
        month: '2026-02',
      },
      { cents: 5_050, method: 'cash' as const, paidAt: new Date('2026-05-05T18:00:00Z'), month: '2026-05' },
      { cents: 40_000, method: 'insurance' as const, paidAt: new Date('2026-05-20T18:00:00Z'), month: '2026-05' },
      // Received before the period.
      { cents: 9_900, method: 'cash' as const, paidAt: new Date('2025-12-15T18:00:00Z'), month: '2025-12' },
    ];
    const ids = [];
    for (const payment of written) ids.push(await pay(scope, caseId, payment.cents, payment.method, payment));
    await refund(scope, caseId, ids[0]!, 12_500, new Date('2026-04-10T18:00:00Z'));
    await scope.insert(caseRefunds, {
      caseId,
      paymentId: ids[0]!,
      amountCents: 1_000,
      status: 'pending',
      reason: 'Still with the card processor: not counted',
    });

    const report = paymentsReport.parse(await json(await get(company, owner, `/api/staff/reports/payments${PERIOD}`)));
    const inPeriod = written.filter((payment) => payment.month >= '2026-01');
    const byMethod = new Map<string, { payments: number; cents: number }>();
    for (const payment of inPeriod) {
      const row = byMethod.get(payment.method) ?? { payments: 0, cents: 0 };
      byMethod.set(payment.method, { payments: row.payments + 1, cents: row.cents + payment.cents });
    }
    expect(new Map(report.methods.map(({ method, ...row }) => [method, row]))).toEqual(byMethod);
    expect(report.receivedCents).toBe(inPeriod.reduce((sum, payment) => sum + payment.cents, 0));
    expect(report.refundedCents).toBe(12_500);
    expect(report.refunds).toBe(1);
    expect(report.months).toEqual([
      { month: '2026-02', receivedCents: 25_000, refundedCents: 0 },
      { month: '2026-03', receivedCents: 100_000, refundedCents: 0 },
      { month: '2026-04', receivedCents: 0, refundedCents: 12_500 },
      { month: '2026-05', receivedCents: 45_050, refundedCents: 0 },
    ]);

    const response = await get(company, owner, `/api/staff/reports/csv/quickbooks${PERIOD}`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="lantern-quickbooks-2026-01-to-2026-06.csv"',
    );
    const text = await response.text();
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Date,Description,Amount');
    // A description with a comma is quoted (RFC 4180).
    expect(lines[1]).toMatch(/^02\/27\/2026,"Payment by check 10\d+, case \d+ \(Case Person \d+\)",250\.00$/);
    expect(lines[2]).toMatch(/^03\/31\/2026,"Payment by card \(online\), case \d+ .*",1000\.00$/);
    // The refund: below 0 and a number; its reason, which begins with =, never runs as a formula.
    expect(lines[3]).toMatch(/^04\/10\/2026,"Refund of card \(online\) payment, case \d+ .*: =HYPERLINK\(""http/);
    expect(lines[3]).toMatch(/,-125\.00$/);
    const amounts = lines.slice(1, -1).map((line) => Number(line.slice(line.lastIndexOf(',') + 1)));
    expect(Math.round(amounts.reduce((sum, amount) => sum + amount, 0) * 100)).toBe(
      report.receivedCents - report.refundedCents,
    );
  });
});

describe('open balances (decision 0126)', () => {
  it('ages every signed statement with something left to pay, by the one balance rule, and its CSV adds up to the total', async () => {
    const company = await createCompany(database);
    const owner = await staffToken(company, 'owner');
    const { scope } = company;
    const fresh = await signedCase(scope, 10);
    const month = await signedCase(scope, 45);
    const quarter = await signedCase(scope, 75);
    const old = await signedCase(scope, 120);
    const paidUp = await signedCase(scope, 50);
    await createCase(scope); // unsigned: owes nothing yet

    const totals = new Map((await signedStatements(scope)).map((row) => [row.caseId, row.statement.totalCents]));
    await pay(scope, fresh, 30_000, 'card', { paidAt: new Date(NOW.getTime() - 5 * DAY) });
    const refunded = await pay(scope, month, 50_000, 'check', { paidAt: new Date(NOW.getTime() - 20 * DAY) });
    await refund(scope, month, refunded, 20_000, new Date(NOW.getTime() - 2 * DAY));
    await pay(scope, paidUp, totals.get(paidUp)!, 'insurance', { paidAt: new Date(NOW.getTime() - 3 * DAY) });
    await scope.insert(casePayments, {
      caseId: quarter,
      amountCents: 70_000,
      status: 'declined',
      provider: 'sandbox',
      idempotencyKey: 'declined-card',
    });

    const report = balancesReport.parse(await json(await get(company, owner, '/api/staff/reports/balances')));
    expect(report.asOf).toBe('2026-06-15');
    // Summed another way: what each case was signed for, less what the test paid and did not refund.
    const expected = [
      { caseId: old, bucket: 'over-90', balanceCents: totals.get(old)! },
      { caseId: quarter, bucket: '61-90', balanceCents: totals.get(quarter)! },
      { caseId: month, bucket: '31-60', balanceCents: totals.get(month)! - 50_000 + 20_000 },
      { caseId: fresh, bucket: '0-30', balanceCents: totals.get(fresh)! - 30_000 },
    ];
    expect(report.cases.map(({ caseId, bucket, balanceCents }) => ({ caseId, bucket, balanceCents }))).toEqual(
      expected,
    );
    expect(report.cases.map((row) => row.days)).toEqual([120, 75, 45, 10]);
    const total = expected.reduce((sum, row) => sum + row.balanceCents, 0);
    expect(report.totalCents).toBe(total);
    expect(report.buckets.map((bucket) => bucket.cases)).toEqual([1, 1, 1, 1]);
    expect(report.buckets.reduce((sum, bucket) => sum + bucket.cents, 0)).toBe(total);

    const response = await get(company, owner, '/api/staff/reports/csv/balances');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="lantern-balances-2026-06-15.csv"');
    const rows = await csvRows(response);
    expect(rows).toHaveLength(4);
    expect(Math.round(rows.reduce((sum, row) => sum + Number(row.at(-1)) * 100, 0))).toBe(total);
  });
});

describe("the shop's orders (decision 0126)", () => {
  it('adds up the paid orders of the period by the month paid, with what was refunded', async () => {
    const company = await createCompany(database);
    const owner = await staffToken(company, 'owner');
    const { scope } = company;
    const [productId] = await createProducts(scope, [{ name: 'Peace lily', priceCents: 6_500 }]);
    const { id: obituaryId } = await createObituary(scope, { events: [{ kind: 'service', daysFromNow: 3 }] }, NOW);
    const written = [
      { paidAt: new Date('2026-02-03T18:00:00Z'), quantity: 2, fee: 1_500, refunded: 0, status: 'paid' as const },
      { paidAt: new Date('2026-02-28T18:00:00Z'), quantity: 1, fee: 0, refunded: 6_500, status: 'paid' as const },
      { paidAt: new Date('2026-05-01T06:30:00Z'), quantity: 3, fee: 1_500, refunded: 0, status: 'paid' as const },
      { paidAt: null, quantity: 1, fee: 0, refunded: 0, status: 'declined' as const },
      { paidAt: new Date('2025-11-01T18:00:00Z'), quantity: 1, fee: 0, refunded: 0, status: 'paid' as const },
    ];
    for (const [index, order] of written.entries())
      await scope.insert(orders, {
        publicId: `report-order-${company.companyId}-${index}`,
        accessKeyHash: `hash-${index}`,
        obituaryId,
        productId: productId!,
        productName: 'Peace lily',
        quantity: order.quantity,
        unitPriceCents: 6_500,
        deliveryFeeCents: order.fee,
        purchaserName: 'A Mourner',
        purchaserEmail: 'mourner@example.com',
        purchaserPhone: '(503) 555-0100',
        deliveryKind: 'family',
        cardMessage: '',
        status: order.status,
        paymentProvider: 'sandbox',
        createdAt: order.paidAt ?? NOW,
        paidAt: order.paidAt,
        locationId: company.locations[0]!.id,
        fulfilment: order.refunded ? 'cancelled' : 'delivered',
        refundedCents: order.refunded,
      });

    const report = shopReport.parse(await json(await get(company, owner, `/api/staff/reports/shop${PERIOD}`)));
    const counted = written.filter(
      (order) => order.status === 'paid' && order.paidAt! >= new Date('2026-01-01T08:00:00Z'),
    );
    expect(report.orders).toBe(3);
    expect(report.cents).toBe(
      counted.reduce(
        (sum, order) =>
          sum + orderTotalCents({ quantity: order.quantity, unitPriceCents: 6_500, deliveryFeeCents: order.fee }),
        0,
      ),
    );
    expect(report.refundedCents).toBe(6_500);
    // April 30, 23:30 in Los Angeles: an April order.
    expect(report.months.map((row) => [row.month, row.orders])).toEqual([
      ['2026-02', 2],
      ['2026-04', 1],
    ]);
  });
});

describe('who reads the reports (decision 0126)', () => {
  let company: FactoryCompany;
  let owner: string;
  let director: string;
  let office: string;
  const moneyPaths = [
    `/api/staff/reports/revenue${PERIOD}`,
    `/api/staff/reports/payments${PERIOD}`,
    '/api/staff/reports/balances',
    `/api/staff/reports/shop${PERIOD}`,
  ];
  const countPaths = [
    `/api/staff/reports/cases${PERIOD}`,
    ...(['cases-by-month', 'cases-by-location', 'requests'] as const).map(
      (table) => `/api/staff/reports/csv/${table}${PERIOD}`,
    ),
  ];
  const moneyTables = reportTables.filter(
    (table): table is Exclude<ReportTable, 'cases-by-month' | 'cases-by-location' | 'requests'> =>
      !['cases-by-month', 'cases-by-location', 'requests'].includes(table),
  );
  const everyPath = [
    ...countPaths,
    ...moneyPaths,
    ...moneyTables.map((table) => `/api/staff/reports/csv/${table}${PERIOD}`),
  ];
  const messageOf = async (response: Response) => apiError.parse(await response.json()).issues?.[0]?.message;
  const setMoney = async (directorsSeeMoney: boolean) => {
    await company.scope.updateCompany({ directorsSeeMoney });
  };

  beforeAll(async () => {
    company = await createCompany(database);
    [owner, director, office] = await Promise.all([
      staffToken(company, 'owner'),
      staffToken(company, 'director'),
      staffToken(company, 'staff'),
    ]);
  });

  it('refuses office staff every report and file', async () => {
    for (const path of everyPath) {
      const response = await get(company, office, path);
      expect(response.status, path).toBe(403);
      expect(await messageOf(response)).toBe(roleRefusedMessage);
    }
  });

  it('lets the owner and a director read everything while the owner lets directors see money', async () => {
    await setMoney(true);
    for (const token of [owner, director])
      for (const path of everyPath) expect((await get(company, token, path)).status, path).toBe(200);
    expect(casesReport.parse(await json(await get(company, director, countPaths[0]!))).money).toBe(true);
  });

  it('keeps the money from a director once the owner turns it off, and shows them the counts', async () => {
    await setMoney(false);
    try {
      for (const path of [...moneyPaths, ...moneyTables.map((table) => `/api/staff/reports/csv/${table}${PERIOD}`)]) {
        const response = await get(company, director, path);
        expect(response.status, path).toBe(403);
        expect(await messageOf(response)).toBe(reportMessages.moneyKept);
      }
      for (const path of countPaths) expect((await get(company, director, path)).status, path).toBe(200);
      expect(casesReport.parse(await json(await get(company, director, countPaths[0]!))).money).toBe(false);
      // The owner's own reports are never kept from them.
      for (const path of everyPath) expect((await get(company, owner, path)).status, path).toBe(200);
      expect(casesReport.parse(await json(await get(company, owner, countPaths[0]!))).money).toBe(true);
    } finally {
      await setMoney(true);
    }
  });

  it('lets the owner turn it off and on in Settings', async () => {
    const settingsPath = '/api/staff/company/settings';
    const settings = (await json(await get(company, owner, settingsPath))) as Record<string, unknown>;
    expect(settings.directorsSeeMoney).toBe(true);
    const { currentHost: _host, locations: _locations, ...body } = settings;
    const saved = await request(t.app, 'PUT', settingsPath, {
      host: company.host,
      token: owner,
      body: { ...body, directorsSeeMoney: false },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await get(company, director, moneyPaths[0]!)).status).toBe(403);
    // A body without it (an older console, the command) leaves it as it is.
    const { directorsSeeMoney: _kept, ...without } = body;
    await request(t.app, 'PUT', settingsPath, { host: company.host, token: owner, body: without });
    expect((await get(company, director, moneyPaths[0]!)).status).toBe(403);
    await setMoney(true);
    expect((await get(company, director, moneyPaths[0]!)).status).toBe(200);
  });
});
