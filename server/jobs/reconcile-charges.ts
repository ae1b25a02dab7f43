import { and, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '#server/db/open-database.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { CHARGE_SCOPES, settleChargesInFlight, type SettleDeps } from '#server/services/settle-charges-in-flight.ts';

/*
 * The sweep of card charges left in flight (decision 0104), at start-up and every few minutes: a
 * server killed between claiming a charge's key and recording the processor's answer leaves a key
 * "charging" and a pending order or payment. Every company that has one past its grace has them
 * settled (services/settle-charges-in-flight.ts). Every process may run it: settling is conditional on
 * the row still pending.
 */

/** Settles what it can in every company; answers how many charges were settled. */
export async function reconcileCharges(db: Database, deps: SettleDeps, now: Date): Promise<number> {
  if (!deps.payments) return 0;
  const companies = await db
    .selectDistinct({ companyId: idempotencyKeys.companyId })
    .from(idempotencyKeys)
    .where(
      and(
        inArray(idempotencyKeys.scope, [...CHARGE_SCOPES]),
        sql`${idempotencyKeys.responseBody}->>'state' = 'charging'`,
        lte(idempotencyKeys.createdAt, new Date(now.getTime() - deps.chargeGraceMs)),
      ),
    );
  let settled = 0;
  for (const { companyId } of companies)
    settled += (await settleChargesInFlight(tenantScope(db, companyId), deps, now)).settled;
  return settled;
}
