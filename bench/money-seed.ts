import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { OrderStatus as FulfilmentStatus } from '#contract/order-statuses.ts';
import type { Database } from '#server/db/open-database.ts';
import {
  arrangementLines,
  caseRefunds,
  casePayments,
  contracts,
  gplItems,
  obituaryEvents,
  orders,
  users,
} from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { EVERGREEN_DIRECTOR_EMAIL } from '#server/seed/evergreen/staff.ts';
import { loadArrangement } from '#server/services/family/load-arrangement.ts';
import { liveStatement, statementSha256 } from '#server/services/family/statement.ts';
import { createArrangement } from '#tests/server/factories/arrangement.ts';
import { createCase } from '#tests/server/factories/case.ts';
import { createCompany, type FactoryCompany } from '#tests/server/factories/company.ts';
import { createFamilyMember, type FamilyMember } from '#tests/server/factories/family.ts';
import { createObituary } from '#tests/server/factories/obituary.ts';
import { createProducts } from '#tests/server/factories/product.ts';

/*
 * The money bench's company (bench/money.ts, decision 0083): the test factories' company (the demo's
 * settings, staff and price list), then
 * - one case whose signed statement has STATEMENT_LINES lines and PAYMENTS payments (cards, checks,
 *   cash and an insurance assignment, one card in ten partly refunded), signed as the portal signs;
 * - ORDERS shop orders over OBITUARIES published obituaries with a service each, at every location,
 *   in every fulfilment status (most delivered, as a year of orders would be), written in batches.
 */

const STATEMENT_LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 200);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 50);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const OBITUARIES = 200;
const BATCH = 1_000;

export interface MoneyBenchCompany {
  company: FactoryCompany;
  /** The case with the large signed statement, and the family member who signed it. */
  statementCaseId: number;
  member: FamilyMember;
  orders: number;
  /** An obituary and a location to filter the orders list by. */
  obituaryId: number;
  locationId: number;
}

const days = (count: number) => count * 24 * 60 * 60_000;

export async function seedMoneyBench(database: { db: Database; media: MediaStore }): Promise<MoneyBenchCompany> {
  const company = await createCompany(database);
  const { scope } = company;
  const [director] = await scope.select({ id: users.id }).from(users, eq(users.email, EVERGREEN_DIRECTOR_EMAIL));
  const { statementCaseId, member } = await signedStatementCase(scope, director!.id);
  const { obituaryId } = await insertOrders(scope, company);
  return { company, statementCaseId, member, orders: ORDERS, obituaryId, locationId: company.locations[0]!.id };
}

/** A case whose arrangement holds STATEMENT_LINES lines, signed (frozen) as the portal signs, then paid in PAYMENTS parts. */
async function signedStatementCase(
  scope: TenantScope,
  directorId: number,
): Promise<{ statementCaseId: number; member: FamilyMember }> {
  const { caseId } = await createCase(scope, { name: 'Statement Bench Person' });
  const member = await createFamilyMember(scope, { caseIds: [caseId] });
  const purchaser = {
    fullName: member.name,
    relationship: 'Daughter',
    addressLine1: '1 Bench Street',
    city: 'Portland',
    region: 'OR',
    postalCode: '97202',
    phone: '(503) 555-0100',
    email: member.email,
  };
  await createArrangement(
    scope,
    { caseId, memberId: member.memberId },
    { packageName: 'Traditional burial', purchaser },
  );
  const [items, count] = await Promise.all([
    scope.select({ id: gplItems.id, categoryId: gplItems.categoryId }).from(gplItems, eq(gplItems.cashAdvance, false)),
    scope.count(arrangementLines, eq(arrangementLines.caseId, caseId)),
  ]);
  await scope.insert(
    arrangementLines,
    Array.from({ length: STATEMENT_LINES - count }, (_, index) => ({
      caseId,
      itemId: items[index % items.length]!.id,
      categoryId: items[index % items.length]!.categoryId,
      quantity: 1 + (index % 3),
    })),
  );

  const memberScope = scope.forMember(member.memberId, [caseId]);
  const signedAt = new Date(Date.now() - days(20));
  const loaded = (await loadArrangement(memberScope, caseId))!;
  const statement = {
    ...(await liveStatement(memberScope, loaded)),
    signature: { signerName: purchaser.fullName, signedAt: signedAt.toISOString() },
  };
  await scope.update(
    contracts,
    {
      signerName: purchaser.fullName,
      signedAt,
      signedByUserId: member.memberId,
      signedFromAddress: '192.0.2.10',
      signedUserAgent: 'Lantern money bench',
      statementJson: statement,
      statementSha256: statementSha256(statement),
    },
    eq(contracts.caseId, caseId),
  );

  const methods = ['card', 'check', 'card', 'cash', 'card', 'insurance'] as const;
  const payments = await scope
    .insert(
      casePayments,
      Array.from({ length: PAYMENTS }, (_, index) => {
        const method = methods[index % methods.length]!;
        const paidAt = new Date(signedAt.getTime() + days(index % 19) + index * 60_000);
        return {
          caseId,
          amountCents: 2_500 + (index % 7) * 1_000,
          status: 'paid' as const,
          method,
          reference: method === 'card' || method === 'cash' ? null : `BENCH-${index}`,
          recordedByUserId: method === 'card' ? null : directorId,
          provider: method === 'card' ? 'sandbox' : 'recorded',
          providerReference: method === 'card' ? `sandbox_ch_bench_${index}` : null,
          cardBrand: method === 'card' ? ('visa' as const) : null,
          last4: method === 'card' ? '4242' : null,
          idempotencyKey: `bench-payment-${index}`,
          paidByUserId: method === 'card' ? member.memberId : null,
          createdAt: paidAt,
          paidAt,
        };
      }),
    )
    .returning({ id: casePayments.id, method: casePayments.method });
  const refunded = payments.filter((payment, index) => payment.method === 'card' && index % 10 === 0);
  await scope.insert(
    caseRefunds,
    refunded.map((payment) => ({
      caseId,
      paymentId: payment.id,
      amountCents: 1_000,
      status: 'refunded' as const,
      reason: 'Bench: a line taken off',
      providerReference: `sandbox_re_bench_${payment.id}`,
      refundedByUserId: directorId,
      refundedAt: new Date(),
    })),
  );
  return { statementCaseId: caseId, member };
}

/** The fulfilment of the order at `index`: 70 % delivered, 10 % cancelled, 10 % accepted, 10 % new. */
function fulfilmentOf(index: number): FulfilmentStatus {
  const slot = index % 10;
  if (slot === 0) return 'new';
  if (slot === 1) return 'accepted';
  if (slot === 2) return 'cancelled';
  return 'delivered';
}

/** `count` paid orders (ORDERS unless told), one every 20 minutes back from now; the reports bench's shop too. */
export async function insertOrders(
  scope: TenantScope,
  company: FactoryCompany,
  count = ORDERS,
): Promise<{ obituaryId: number }> {
  const productIds = await createProducts(
    scope,
    ['Peace lily', 'White rose spray', 'Garden basket', 'Memorial tree', 'Keepsake candle'].map((name, index) => ({
      name,
      priceCents: 4_500 + index * 1_500,
      category: index === 3 ? ('trees' as const) : index === 4 ? ('keepsakes' as const) : ('flowers' as const),
      deliversToEvents: index < 3,
    })),
  );
  const obituaryIds: number[] = [];
  for (let index = 0; index < OBITUARIES; index += 1) {
    const { id } = await createObituary(scope, {
      location: index % company.locations.length,
      events: [{ kind: 'service', daysFromNow: (index % 30) - 20 }],
    });
    obituaryIds.push(id);
  }
  const events = await scope
    .select({ id: obituaryEvents.id, obituaryId: obituaryEvents.obituaryId })
    .from(obituaryEvents, inArray(obituaryEvents.obituaryId, obituaryIds));
  const eventOf = new Map(events.map((event) => [event.obituaryId, event.id]));
  const now = Date.now();
  for (let start = 0; start < count; start += BATCH) {
    await scope.insert(
      orders,
      Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
        const index = start + offset;
        const obituaryId = obituaryIds[index % OBITUARIES]!;
        const productIndex = index % productIds.length;
        const toEvent = productIndex < 3 && index % 4 !== 0;
        const paidAt = new Date(now - index * 20 * 60_000);
        const fulfilment = fulfilmentOf(index);
        return {
          publicId: createHash('sha256').update(`order-${index}`).digest('base64url').slice(0, 22),
          accessKeyHash: createHash('sha256').update(`key-${index}`).digest('base64url'),
          obituaryId,
          productId: productIds[productIndex]!,
          productName: `Product ${productIndex}`,
          quantity: 1 + (index % 2),
          unitPriceCents: 4_500 + productIndex * 1_500,
          deliveryFeeCents: toEvent ? 1_500 : 0,
          purchaserName: `Purchaser ${index}`,
          purchaserEmail: `purchaser.${index}@mourner.example`,
          purchaserPhone: '(503) 555-0142',
          deliveryKind: toEvent ? ('event' as const) : ('family' as const),
          eventId: toEvent ? (eventOf.get(obituaryId) ?? null) : null,
          cardMessage: 'With deepest sympathy from all of us.',
          status: 'paid' as const,
          paymentProvider: 'sandbox',
          paymentReference: `sandbox_ch_order_${index}`,
          createdAt: paidAt,
          paidAt,
          locationId: company.locations[index % company.locations.length]!.id,
          fulfilment,
          ...(fulfilment === 'cancelled'
            ? { refundedCents: 4_500, refundReference: `sandbox_re_order_${index}`, refundedAt: paidAt }
            : {}),
        };
      }),
    );
  }
  return { obituaryId: obituaryIds[0]! };
}
