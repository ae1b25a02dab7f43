import { randomBytes } from 'node:crypto';
import { sandboxTokenOutcome } from '#contract/sandbox-cards.ts';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from './payment-provider.ts';

/**
 * The default provider: no money moves anywhere. Its browser form turns the test cards of
 * contract/sandbox-cards.ts into tokens; charging one approves, declines or fails as that card
 * says, so every path of checkout can be tried on purpose. Anything else is declined. A repeat of
 * an idempotency key answers as the first time, like a real processor. A refund of one of its own
 * charges is given (never more than the charge, as far as this process saw it: a charge from before a
 * restart is taken at its word), and so is its repeat, once.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly browserSetup = { provider: 'sandbox' } as const;
  /** Charges by idempotency key (bounded: the oldest are forgotten first). */
  private readonly answered = new Map<string, ChargeResult>();
  /** Every charge that took money, for tests to count. */
  readonly approvedCharges: ChargeRequest[] = [];
  /** Every refund given, for tests to count. */
  readonly refunds: RefundRequest[] = [];
  private readonly refundAnswers = new Map<string, RefundResult>();
  /** Approved charges' amounts by reference, and what was given back of each. */
  private readonly charged = new Map<string, { amountCents: number; refundedCents: number }>();

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.answered.get(request.idempotencyKey);
    if (earlier) return Promise.resolve(earlier);
    const result = this.decide(request);
    if (result.kind === 'approved') {
      this.approvedCharges.push(request);
      this.charged.set(result.reference, { amountCents: request.amountCents, refundedCents: 0 });
    }
    if (this.answered.size >= 10_000) this.answered.delete(this.answered.keys().next().value!);
    this.answered.set(request.idempotencyKey, result);
    return Promise.resolve(result);
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    const earlier = this.refundAnswers.get(request.idempotencyKey);
    if (earlier) return Promise.resolve(earlier);
    const charge = this.charged.get(request.chargeReference);
    let result: RefundResult;
    if (!request.chargeReference.startsWith('sandbox_ch_') || request.amountCents <= 0) {
      result = { kind: 'failed', reason: 'not a sandbox charge' };
    } else if (charge && charge.refundedCents + request.amountCents > charge.amountCents) {
      result = { kind: 'failed', reason: 'the refund is more than what is left of the charge' };
    } else {
      if (charge) charge.refundedCents += request.amountCents;
      this.refunds.push(request);
      result = { kind: 'refunded', reference: `sandbox_re_${randomBytes(12).toString('base64url')}` };
    }
    if (this.refundAnswers.size >= 10_000) this.refundAnswers.delete(this.refundAnswers.keys().next().value!);
    this.refundAnswers.set(request.idempotencyKey, result);
    return Promise.resolve(result);
  }

  private decide(request: ChargeRequest): ChargeResult {
    const reference = `sandbox_ch_${randomBytes(12).toString('base64url')}`;
    switch (sandboxTokenOutcome(request.token)) {
      case 'approved':
        return { kind: 'approved', reference };
      case 'error':
        return { kind: 'failed', reason: 'sandbox processing error (test card 4000 0000 0000 0119)' };
      case 'declined':
        return { kind: 'declined', reference, reason: 'card_declined' };
      case null:
        return { kind: 'declined', reference: null, reason: 'not a sandbox token' };
    }
  }
}
