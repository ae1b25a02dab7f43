import type { TenantScope } from '#server/db/tenant-scope.ts';

/**
 * The owner's words on how a family pays without a card ("Checks payable to …, or a bank transfer
 * to …"), written in Settings (companies.payment_instructions); null when not written yet. The family's
 * payment page shows them when card payments are off.
 */
export async function paymentInstructionsOf(scope: TenantScope): Promise<string | null> {
  const company = await scope.company();
  return company?.paymentInstructions?.trim() || null;
}
