import type { APIRequestContext } from '@playwright/test';
import { linesOf } from '#contract/arrangement-rules.ts';
import type { Arrangement, ItemVariant, PurchaserDetails, Selector } from '#contract/family-arrangements.ts';
import type { FamilyPayment } from '#contract/family-payments.ts';
import { cardDigits, SANDBOX_APPROVE_CARD, sandboxTokenFor } from '#contract/sandbox-cards.ts';
import type { CaseStatement } from '#contract/family-statement.ts';
import { arrangePackage, type LineChoice } from './arrangements.ts';
import { familyApi, idempotencyKey } from './family-api.ts';
import type { FamilyMember } from './family-cases.ts';

export interface StatementOrder {
  packageName: string;
  /** Choices made on the package's selector lines; every line still open then takes its first choice. */
  choices?: LineChoice[];
  /** The purchaser; the member themself (their name and email, an address of their own) when left out. */
  purchaser?: Partial<PurchaserDetails>;
}

/**
 * The family's arrangement ready to sign, through the calls the arrangements pages make: a package,
 * its selections completed (the choices asked for, then the first item of every open selector and
 * the first variant of every item that has variants) and the purchaser's details. Not signed.
 */
export async function completedArrangement(
  request: APIRequestContext,
  member: FamilyMember,
  order: StatementOrder,
): Promise<PurchaserDetails> {
  await arrangePackage(request, member, order.packageName, order.choices ?? []);
  const api = await familyApi(request, member);
  const base = `/api/family/arrangements/${member.caseId}`;
  let arrangement = await api.get<Arrangement>(base);
  for (const line of linesOf(arrangement)) {
    let item = line.item ? { id: line.item.id, variantCount: line.item.variantCount } : null;
    if (!item && line.selector) {
      const selector = await api.get<Selector>(`/api/family/arrangements/items/selectors/${line.selector.id}`);
      const first = selector.selectorItems[0]!.item;
      item = { id: first.id, variantCount: first.variantCount };
    }
    if (!item || (line.item && (line.item.variantCount === 0 || line.variant !== null))) continue;
    let variantId: number | null = null;
    if (item.variantCount > 0) {
      const { items } = await api.get<{ items: ItemVariant[] }>(`/api/family/arrangements/items/${item.id}/variants`);
      variantId = items[0]!.id;
    }
    arrangement = await api.patch<Arrangement>(`${base}/lines/${line.id}`, {
      itemId: item.id,
      quantity: line.quantity,
      variantId,
    });
  }
  const purchaser: PurchaserDetails = {
    fullName: member.name,
    relationship: 'Daughter',
    addressLine1: '42 Juniper Court',
    city: 'Salem',
    region: 'OR',
    postalCode: '97301',
    phone: '(503) 555-0188',
    email: member.email,
    ...order.purchaser,
  };
  await api.post(`${base}/contract/details`, purchaser);
  return purchaser;
}

/** The family's statement signed: the arrangement completed (completedArrangement), then the signature. */
export async function signedStatement(
  request: APIRequestContext,
  member: FamilyMember,
  order: StatementOrder,
): Promise<CaseStatement> {
  const purchaser = await completedArrangement(request, member, order);
  const api = await familyApi(request, member);
  const base = `/api/family/arrangements/${member.caseId}`;
  await api.post(
    `${base}/contract/submit`,
    { signatureName: purchaser.fullName, consent: true },
    { 'Idempotency-Key': idempotencyKey('sign') },
  );
  return api.get<CaseStatement>(`/api/family/cases/${member.caseId}/statement`);
}

/**
 * A payment on the signed statement, as the payment page makes it: the sandbox card form turns the
 * test card into a token (decision 0033) and the portal posts the amount with it.
 */
export async function statementPayment(
  request: APIRequestContext,
  member: FamilyMember,
  amountCents: number,
  card: string = SANDBOX_APPROVE_CARD,
): Promise<FamilyPayment> {
  const api = await familyApi(request, member);
  const random = Array.from({ length: 16 }, () =>
    'abcdefghijklmnopqrstuvwxyz0123456789'.charAt(Math.floor(Math.random() * 36)),
  ).join('');
  const digits = cardDigits(card);
  return api.post<FamilyPayment>(
    `/api/family/cases/${member.caseId}/payments`,
    {
      amountCents,
      paymentToken: sandboxTokenFor(card, random),
      card: { brand: digits.startsWith('4') ? 'visa' : 'mastercard', last4: digits.slice(-4) },
    },
    { 'Idempotency-Key': idempotencyKey('pay') },
  );
}
