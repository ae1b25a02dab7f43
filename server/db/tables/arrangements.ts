import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CaseStatement } from '#contract/family-statement.ts';
import type { CardBrand, PaymentStatus } from '#contract/family-payments.ts';
import type { PaymentMethod } from '#contract/staff-payments.ts';
import { createdAt, id } from '../columns.ts';
import { accountId, users } from './builder.ts';
import { companyId } from './companies.ts';
import { caseIdColumn } from './planning.ts';
import { gplItems, itemVariants, packages, priceListCategories, selectors, statementTemplates } from './price-list.ts';

/*
 * A case's family-portal tables (decision 0038). Every one carries `case_id`: the family
 * reaches them only through the CaseScope (tenant-scope.ts), which adds "one of the member's cases".
 * - case_members: which family accounts see which case;
 * - arrangements: the package chosen (one per case), and the statement's reasons staff write (decision
 *   0109); arrangement_lines: what is selected, with
 *   references into the live price list (prices are read from it until signing);
 * - contracts: the purchaser, and at signing the statement as signed (JSON + SHA-256), which is what
 *   the case shows from then on: later price-list changes never alter it;
 * - case_payments: card payments against the signed statement, and payments staff record by hand;
 *   case_refunds: what was given back of a payment, by whom and why (decision 0077).
 */

export const caseMembers = pgTable(
  'case_members',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    userId: accountId(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('case_members_unique').on(t.caseId, t.userId), index('case_members_user_idx').on(t.userId)],
);

export const arrangements = pgTable(
  'arrangements',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    /** The statement template the case is priced with (its tax rate and wording). */
    templateId: integer('template_id')
      .notNull()
      .references(() => statementTemplates.id, { onDelete: 'restrict' }),
    /**
     * What staff write on the statement below the charges sentence (decision 0109), '' for none:
     * the legal, cemetery or crematory requirement that compels a purchase (16 CFR 453.3(d)(2)), and why
     * embalming was charged (453.5(b)). Part of what is signed: frozen into the contract's statement.
     */
    requiredPurchasesReason: text('required_purchases_reason').notNull().default(''),
    embalmingReason: text('embalming_reason').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('arrangements_case_unique').on(t.caseId)],
);

/** A selected line: an item (and its variant), a selector's open choice, or only a name. */
export const arrangementLines = pgTable(
  'arrangement_lines',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => priceListCategories.id, { onDelete: 'restrict' }),
    itemId: integer('item_id').references(() => gplItems.id, { onDelete: 'restrict' }),
    variantId: integer('variant_id').references(() => itemVariants.id, { onDelete: 'set null' }),
    selectorId: integer('selector_id').references(() => selectors.id, { onDelete: 'set null' }),
    name: text('name'),
    quantity: integer('quantity').notNull().default(1),
    /** Part of the chosen package: it can be completed, never removed by the family. */
    fromPackage: boolean('from_package').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('arrangement_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('arrangement_lines_case_idx').on(t.caseId),
  ],
);

export const contracts = pgTable(
  'contracts',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    purchaserFullName: text('purchaser_full_name').notNull(),
    purchaserRelationship: text('purchaser_relationship').notNull(),
    purchaserAddressLine1: text('purchaser_address_line1').notNull(),
    purchaserAddressLine2: text('purchaser_address_line2'),
    purchaserCity: text('purchaser_city').notNull(),
    purchaserRegion: text('purchaser_region').notNull(),
    purchaserPostalCode: text('purchaser_postal_code').notNull(),
    purchaserPhone: text('purchaser_phone').notNull(),
    purchaserEmail: text('purchaser_email').notNull(),
    /** Set together at signing, never changed after. */
    signerName: text('signer_name'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedByUserId: integer('signed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    signedFromAddress: text('signed_from_address'),
    signedUserAgent: text('signed_user_agent'),
    /** The statement exactly as signed (prices frozen), and the hex SHA-256 of its stable JSON. */
    statementJson: jsonb('statement_json').$type<CaseStatement>(),
    statementSha256: text('statement_sha256'),
    /** Which statement of the case this is: 1, then one more at each void and reissue (decision 0080). */
    issue: integer('issue').notNull().default(1),
    /** The statement's note, printed under it; staff may revise it after signing (not covered by the signature). */
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /*
     * The signed statement's figures the reports add up (decision 0126), kept by the database from
     * statement_json as it is signed or voided, so a report reads a few small columns of each
     * statement instead of every statement's whole JSON: its total, tax and known cash advances, and
     * each group's category name and subtotal as two arrays in the statement's order. Null unsigned.
     */
    signedTotalCents: integer('signed_total_cents').generatedAlwaysAs(
      (): SQL => sql`(${contracts.statementJson} ->> 'totalCents')::integer`,
    ),
    signedTaxCents: integer('signed_tax_cents').generatedAlwaysAs(
      (): SQL => sql`(${contracts.statementJson} ->> 'taxCents')::integer`,
    ),
    signedCashAdvanceCents: integer('signed_cash_advance_cents').generatedAlwaysAs(
      (): SQL => sql`(${contracts.statementJson} ->> 'cashAdvanceCents')::integer`,
    ),
    signedCategoryNames: jsonb('signed_category_names')
      .$type<string[]>()
      .generatedAlwaysAs(
        (): SQL => sql`jsonb_path_query_array(${contracts.statementJson}, '$.groups[*].category.name')`,
      ),
    signedCategoryCents: jsonb('signed_category_cents')
      .$type<number[]>()
      .generatedAlwaysAs(
        (): SQL => sql`jsonb_path_query_array(${contracts.statementJson}, '$.groups[*].subtotalCents')`,
      ),
  },
  (t) => [
    uniqueIndex('contracts_case_unique').on(t.caseId),
    // The reports (decision 0126): the statements signed in a period, and every signed one's balance,
    // read from the index alone (an index-only scan), never from the rows and their statements' JSON.
    index('contracts_company_signed_idx')
      .on(
        t.companyId,
        t.signedAt,
        t.caseId,
        t.signedTotalCents,
        t.signedTaxCents,
        t.signedCashAdvanceCents,
        t.signedCategoryNames,
        t.signedCategoryCents,
      )
      .where(sql`${t.signedAt} is not null`),
    // Every signed statement's total, for the open balances (decision 0126): a narrow index read whole.
    index('contracts_company_balance_idx')
      .on(t.companyId, t.caseId, t.signedTotalCents)
      .where(sql`${t.signedAt} is not null`),
    check(
      'contracts_signed_together',
      sql`(${t.signedAt} is null) = (${t.statementJson} is null) and (${t.signedAt} is null) = (${t.statementSha256} is null)`,
    ),
  ],
);

export const casePayments = pgTable(
  'case_payments',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** A card paid online by the family; cash, a check or an insurance assignment recorded by staff. */
    method: text('method').$type<PaymentMethod>().notNull().default('card'),
    /** The check or policy number a recorded payment names. */
    reference: text('reference'),
    /** The staff member who recorded it (a card payment: null, the family member is paidByUserId). */
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Which PaymentProvider charged it ('recorded' for one staff recorded), and the processor's reference. */
    provider: text('provider').notNull(),
    providerReference: text('provider_reference'),
    cardBrand: text('card_brand').$type<CardBrand>(),
    last4: text('last4'),
    /** The Idempotency-Key the payment was made with (the processor's charge is keyed by it too). */
    idempotencyKey: text('idempotency_key').notNull(),
    paidByUserId: integer('paid_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The day the funeral home received it, in its own time zone (a check dated and handed over last
     * Friday, recorded on Monday); null for a card, whose day is paidAt's.
     */
    receivedOn: date('received_on', { mode: 'string' }),
  },
  (t) => [
    check('case_payments_status', sql`${t.status} in ('pending', 'paid', 'declined')`),
    check('case_payments_amount_positive', sql`${t.amountCents} > 0`),
    check('case_payments_method', sql`${t.method} in ('card', 'cash', 'check', 'insurance')`),
    uniqueIndex('case_payments_key_unique').on(t.caseId, t.idempotencyKey),
    index('case_payments_case_idx').on(t.caseId, t.createdAt),
    // The payments report (decision 0126) by the day received: a recorded payment's day as recorded,
    // a card's (no received_on) by the instant it was paid; a report asks both and adds them.
    index('case_payments_company_received_idx')
      .on(t.companyId, t.receivedOn)
      .where(sql`${t.status} = 'paid' and ${t.receivedOn} is not null`),
    // The open balances (decision 0126): each case's counted payments summed from the index alone, in case order.
    index('case_payments_company_case_paid_idx')
      .on(t.companyId, t.caseId, t.amountCents)
      .where(sql`${t.status} = 'paid'`),
    index('case_payments_company_card_paid_idx')
      .on(t.companyId, t.paidAt)
      .where(sql`${t.status} = 'paid' and ${t.receivedOn} is null`),
  ],
);

/**
 * A refund of a payment: a card's goes back through the payment provider (pending while it is asked,
 * refunded once the processor said so), a recorded payment's is recorded at once. The sum of a
 * payment's refunds never exceeds it (services/staff/payments/refund-payment.ts locks the payment).
 */
export const caseRefunds = pgTable(
  'case_refunds',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => casePayments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'pending' | 'refunded'>().notNull(),
    reason: text('reason').notNull(),
    providerReference: text('provider_reference'),
    refundedByUserId: integer('refunded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    check('case_refunds_status', sql`${t.status} in ('pending', 'refunded')`),
    check('case_refunds_amount_positive', sql`${t.amountCents} > 0`),
    index('case_refunds_payment_idx').on(t.paymentId),
    // The payments report's refunds, by the day given back (decision 0126).
    index('case_refunds_company_refunded_idx')
      .on(t.companyId, t.refundedAt)
      .where(sql`${t.status} = 'refunded'`),
  ],
);

/**
 * A signed statement's revisions and voids (decision 0080): who, when, why, and what.
 * A revision keeps the purchaser and the note before and after; a void keeps the whole statement as it
 * was signed (`before`: the VoidedRecord), readable by the family from then on. One void per issue:
 * the unique index makes two staff voiding at once one void.
 */
export const statementChanges = pgTable(
  'statement_changes',
  {
    id: id(),
    companyId: companyId(),
    caseId: caseIdColumn(),
    issue: integer('issue').notNull(),
    kind: text('kind').$type<'revised' | 'voided'>().notNull(),
    reason: text('reason').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    before: jsonb('before').$type<Record<string, unknown>>().notNull(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('statement_changes_kind', sql`${t.kind} in ('revised', 'voided')`),
    index('statement_changes_case_idx').on(t.caseId, t.createdAt),
    uniqueIndex('statement_changes_one_void')
      .on(t.caseId, t.issue)
      .where(sql`${t.kind} = 'voided'`),
  ],
);

/**
 * The company's connected card-processor account (the owner's POST /api/staff/payments/connect,
 * Decision 0081): `onboarding` from the moment Stripe's account is made until Stripe says it can take
 * charges (`account.updated`, or a look when the owner comes back), then `ready`; only a ready account
 * is charged for. The sandbox's is ready at once.
 */
export const paymentConnections = pgTable(
  'payment_connections',
  {
    id: id(),
    companyId: companyId(),
    provider: text('provider').notNull(),
    accountId: text('account_id').notNull(),
    status: text('status').$type<'onboarding' | 'ready'>().notNull().default('ready'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_connections_company_unique').on(t.companyId),
    index('payment_connections_account_idx').on(t.accountId),
    check('payment_connections_status', sql`${t.status} in ('onboarding', 'ready')`),
  ],
);

/**
 * The card processor's webhook events already applied (decision 0081), by the processor's event id:
 * the row is inserted in the transaction that applies the event, first, so a second delivery of the
 * same event (Stripe retries until it hears 2xx) finds it and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    companyId: companyId(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_events_event_unique').on(t.eventId)],
);
