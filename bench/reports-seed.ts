import { and, eq, isNotNull } from 'drizzle-orm';
import type { CaseStatement } from '#contract/family-statement.ts';
import type { PaymentMethod } from '#contract/payment-ledger.ts';
import type { Database } from '#server/db/open-database.ts';
import { casePayments, caseRefunds, cases, contracts, users } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { EVERGREEN_DIRECTOR_EMAIL } from '#server/seed/evergreen/staff.ts';
import { createArrangement } from '#tests/server/factories/arrangement.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createFamilyMember } from '#tests/server/factories/family.ts';
import { purchaserFor } from '#tests/server/family-fixtures.ts';
import { seedConsoleBench, type ConsoleBenchCompany } from './console-seed.ts';
import { insertOrders } from './money-seed.ts';

/*
 * The reports bench's company (bench/reports.ts, decision 0126): the console bench's (50,000 requests,
 * 10,000 opened cases over nearly three years), then
 * - every opened case's statement signed two days after it opened, as the portal freezes one (three
 *   packages' statements, signed as the factories sign them, copied with each case's signature);
 * - its payments: a case signed in the last year paid in one to three parts by card, check, cash or
 *   an insurance assignment over the weeks after signing, one in ten left with a balance; one case in
 *   fifty paid $50 too much and was refunded it; an older case paid in full at signing;
 * - ORDERS shop orders over the last months (bench/money-seed.ts insertOrders).
 * Written in batches of 1,000 rows through the tenant scope.
 */

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const BATCH = 1_000;
const DAY = 86_400_000;
const PACKAGES = ['Traditional burial', 'Cremation with memorial', 'Direct cremation'];
const REFUND_CENTS = 5_000;

export interface ReportsBenchCompany extends ConsoleBenchCompany {
  signed: number;
  payments: number;
  refunds: number;
  orders: number;
}

/** The three packages' statements, signed as the factories sign them, to copy onto every case. */
async function statementsToCopy(scope: TenantScope): Promise<CaseStatement[]> {
  const statements: CaseStatement[] = [];
  for (const packageName of PACKAGES) {
    const { caseId } = await createCase(scope, { name: `Statement of ${packageName}` });
    const member = await createFamilyMember(scope, { caseIds: [caseId] });
    await createArrangement(
      scope,
      { caseId, memberId: member.memberId },
      { packageName, purchaser: purchaserFor('Bench Purchaser'), signedDaysAgo: 1 },
    ).catch(() => undefined);
    const [row] = await scope
      .select({ statement: contracts.statementJson })
      .from(contracts, and(eq(contracts.caseId, caseId), isNotNull(contracts.statementJson)));
    if (row?.statement) statements.push(row.statement);
    // Only copies are counted: the model case is taken out again.
    await scope.delete(cases, eq(cases.id, caseId));
  }
  if (statements.length === 0) throw new Error('Reports bench: no package could be signed');
  return statements;
}

/** mulberry32: the same payments on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const METHODS: PaymentMethod[] = ['card', 'check', 'card', 'cash', 'insurance', 'check'];

export async function seedReportsBench(database: { db: Database; media: MediaStore }): Promise<ReportsBenchCompany> {
  const bench = await seedConsoleBench(database);
  const { scope } = bench.company;
  const [director] = await scope.select({ id: users.id }).from(users, eq(users.email, EVERGREEN_DIRECTOR_EMAIL));
  const statements = await statementsToCopy(scope);
  const now = Date.now();
  const pick = random(43);
  const opened = await scope
    .select({ id: cases.id, openedAt: cases.openedAt, name: cases.decedentName })
    .from(cases, isNotNull(cases.openedAt));

  let signed = 0;
  let payments = 0;
  let refunds = 0;
  for (let start = 0; start < opened.length; start += BATCH) {
    const batch = opened
      .slice(start, start + BATCH)
      .map((row, offset) => ({ ...row, signedAt: new Date(row.openedAt!.getTime() + 2 * DAY), index: start + offset }))
      .filter((row) => row.signedAt.getTime() < now);
    if (batch.length === 0) continue;
    const signing = batch.map((row) => {
      const statement = statements[row.index % statements.length]!;
      return {
        ...row,
        totalCents: statement.totalCents,
        statement: {
          ...statement,
          signature: { signerName: `Purchaser of ${row.name}`, signedAt: row.signedAt.toISOString() },
        },
      };
    });
    await scope.insert(
      contracts,
      signing.map((row) => ({
        caseId: row.id,
        purchaserFullName: `Purchaser of ${row.name}`,
        purchaserRelationship: 'Child',
        purchaserAddressLine1: '1 Bench Street',
        purchaserCity: 'Portland',
        purchaserRegion: 'OR',
        purchaserPostalCode: '97202',
        purchaserPhone: '(503) 555-0100',
        purchaserEmail: `purchaser.${row.id}@family.example`,
        signerName: `Purchaser of ${row.name}`,
        signedAt: row.signedAt,
        signedFromAddress: '192.0.2.10',
        signedUserAgent: 'Lantern reports bench',
        statementJson: row.statement,
        statementSha256: 'bench',
      })),
    );
    signed += signing.length;

    const rows = signing.flatMap((row) => {
      const recent = now - row.signedAt.getTime() < 365 * DAY;
      const parts = recent ? 1 + Math.floor(pick() * 3) : 1;
      // One recent case in ten keeps a part unpaid; one case in fifty paid REFUND_CENTS too much, given back.
      const owed = recent && pick() < 0.1 ? Math.floor(row.totalCents * (0.2 + pick() * 0.5)) : 0;
      const toPay = row.totalCents - owed + (row.index % 50 === 7 ? REFUND_CENTS : 0);
      return Array.from({ length: parts }, (_, part) => {
        const method = METHODS[(row.index + part) % METHODS.length]!;
        const paidAt = new Date(Math.min(now - 60_000, row.signedAt.getTime() + part * 9 * DAY + pick() * 3 * DAY));
        const amountCents =
          part < parts - 1 ? Math.floor(toPay / parts) : toPay - Math.floor(toPay / parts) * (parts - 1);
        return {
          caseId: row.id,
          amountCents,
          status: 'paid' as const,
          method,
          reference: method === 'check' || method === 'insurance' ? `BENCH-${row.id}-${part}` : null,
          recordedByUserId: method === 'card' ? null : director!.id,
          provider: method === 'card' ? 'sandbox' : 'recorded',
          providerReference: method === 'card' ? `sandbox_ch_reports_${row.id}_${part}` : null,
          idempotencyKey: `reports-bench-${row.id}-${part}`,
          createdAt: paidAt,
          paidAt,
          receivedOn: method === 'card' ? null : paidAt.toISOString().slice(0, 10),
        };
      });
    });
    const inserted = await scope
      .insert(casePayments, rows)
      .returning({ id: casePayments.id, caseId: casePayments.caseId, paidAt: casePayments.paidAt });
    payments += inserted.length;
    const overpaid = new Set(signing.filter((row) => row.index % 50 === 7).map((row) => row.id));
    // The last payment of each overpaid case is the one partly given back.
    const refunded = inserted.filter(
      (payment, index) => overpaid.has(payment.caseId) && inserted[index + 1]?.caseId !== payment.caseId,
    );
    if (refunded.length > 0)
      await scope.insert(
        caseRefunds,
        refunded.map((payment) => {
          const at = new Date(Math.min(now - 60_000, payment.paidAt!.getTime() + 5 * DAY));
          return {
            caseId: payment.caseId,
            paymentId: payment.id,
            amountCents: REFUND_CENTS,
            status: 'refunded' as const,
            reason: 'Bench: a line taken off',
            refundedByUserId: director!.id,
            createdAt: at,
            refundedAt: at,
          };
        }),
      );
    refunds += refunded.length;
  }
  await insertOrders(scope, bench.company, ORDERS);
  return { ...bench, signed, payments, refunds, orders: ORDERS };
}
