import { and, eq, sql, type SQL } from 'drizzle-orm';
import { refundableOf } from '#contract/arrangement-rules.ts';
import type { CardBrand, PaymentStatus } from '#contract/family-payments.ts';
import type { PaymentMethod, StaffPayment } from '#contract/staff-payments.ts';
import { casePayments, caseRefunds, companies, users } from '#server/db/schema.ts';
import { jsonList } from '#server/db/json-row.ts';
import { nested, type TenantScope } from '#server/db/tenant-scope.ts';

/*
 * A case's payments ledger as one JSON value: every payment of the case, newest
 * first, with who recorded or paid it and its refunds (with who and why). A column of the console's
 * case page's one query (case-facts.ts, decision 0069), and what a record or a refund answers with.
 */

interface LedgerRow {
  id: number;
  method: PaymentMethod;
  amountCents: number;
  status: PaymentStatus;
  reference: string | null;
  cardBrand: CardBrand | null;
  last4: string | null;
  receivedOn: string;
  createdAt: string;
  recordedBy: string | null;
  refunds: {
    id: number;
    amountCents: number;
    status: 'pending' | 'refunded';
    reason: string;
    refundedBy: string | null;
    refundedOn: string;
    createdAt: string;
  }[];
}

/** The company's zone, read beside each payment. */
const companyZone = sql`(select ${companies.timeZone} from ${companies} where ${companies.id} = ${casePayments.companyId})`;

/** An instant's day in a time zone, as 'YYYY-MM-DD'. */
const dayIn = (instant: SQL, zone: SQL) => sql`to_char((${instant}) at time zone ${zone}, 'YYYY-MM-DD')`;

/**
 * The day a payment was received (decision 0102), 'YYYY-MM-DD' in `zone`: the day staff recorded, or a
 * card's day of payment. The ledger and the payments report (decision 0126) both read it from here.
 */
export const paymentReceivedOn = (zone: SQL) =>
  sql<string>`coalesce(${casePayments.receivedOn}::text, ${dayIn(sql`coalesce(${casePayments.paidAt}, ${casePayments.createdAt})`, zone)})`;

/** The day a refund was given back (asked of the card processor, while pending), 'YYYY-MM-DD' in `zone`. */
export const refundGivenOn = (zone: SQL) =>
  dayIn(sql`coalesce(${caseRefunds.refundedAt}, ${caseRefunds.createdAt})`, zone) as SQL<string>;

const nameOf = (scope: TenantScope, userId: SQL) =>
  sql`(select ${users.name} from ${users} where ${and(eq(users.id, userId), scope.owns(users))} limit 1)`;

export function ledgerSource(scope: TenantScope, caseId: number, paymentId?: number): SQL<LedgerRow[]> {
  const p = casePayments;
  const r = caseRefunds;
  const refund = sql`json_build_object('id', ${r.id}, 'amountCents', ${r.amountCents}, 'status', ${r.status},
    'reason', ${r.reason}, 'refundedBy', ${nameOf(scope, sql`${r.refundedByUserId}`)}, 'createdAt', ${r.createdAt},
    'refundedOn', ${refundGivenOn(companyZone)})`;
  const refunds = jsonList(
    refund,
    sql`${r} where ${and(eq(r.paymentId, p.id), scope.owns(r))}`,
    sql`${r.createdAt}, ${r.id}`,
  );
  const payment = sql`json_build_object('id', ${p.id}, 'method', ${p.method}, 'amountCents', ${p.amountCents},
    'status', ${p.status}, 'reference', ${p.reference}, 'cardBrand', ${p.cardBrand}, 'last4', ${p.last4},
    'createdAt', coalesce(${p.paidAt}, ${p.createdAt}),
    'receivedOn', ${paymentReceivedOn(companyZone)},
    'recordedBy', ${nameOf(scope, sql`coalesce(${p.recordedByUserId}, ${p.paidByUserId})`)}, 'refunds', ${refunds})`;
  const where = and(eq(p.caseId, caseId), scope.owns(p), paymentId === undefined ? undefined : eq(p.id, paymentId));
  return nested(jsonList(payment, sql`${p} where ${where}`, sql`${p.createdAt} desc, ${p.id} desc`)).mapWith(
    (value: LedgerRow[]) => value,
  );
}

const iso = (text: string) => new Date(text).toISOString();

/** The ledger's rows as the contract's payments (instants read back, what is left to refund). */
export function staffPaymentsOf(rows: readonly LedgerRow[]): StaffPayment[] {
  return rows.map((row) => {
    const refundedCents = row.refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    return {
      id: row.id,
      method: row.method,
      amountCents: row.amountCents,
      status: row.status,
      reference: row.reference,
      cardBrand: row.cardBrand,
      last4: row.last4,
      receivedOn: row.receivedOn,
      createdAt: iso(row.createdAt),
      recordedBy: row.recordedBy,
      refunds: row.refunds.map((refund) => ({ ...refund, createdAt: iso(refund.createdAt) })),
      // Pending refunds count here: what is being given back cannot be given back twice.
      refundableCents: row.status === 'paid' ? refundableOf({ amountCents: row.amountCents, refundedCents }) : 0,
    };
  });
}
