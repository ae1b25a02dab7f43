import { randomBytes } from 'node:crypto';
import { sandboxTokenOutcome } from '#contract/sandbox-cards.ts';
import type {
  ChargeRequest,
  ChargeResult,
  ConnectRequest,
  ConnectResult,
  PaymentProvider,
  RefundRequest,
  RefundResult,
} from './payment-provider.ts';

/**
 * The default provider: no money moves anywhere. Its browser form turns the test cards of
 * contract/sandbox-cards.ts into tokens; charging one approves, declines or fails as that card
 * says, so every path of checkout can be tried on purpose. Anything else is declined. A repeat of
 * an idempotency key answers as the first time, like a real processor.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly browserSetup = { provider: 'sandbox' } as const;
  /** Charges by idempotency key (bounded: the oldest are forgotten first). */
  private readonly answered = new Map<string, ChargeResult>();
  /** Every charge that took money, for tests to count. */
  readonly approvedCharges: ChargeRequest[] = [];
  /** Refunds by idempotency key, and every refund made, for tests to count. */
  private readonly refunded = new Map<string, RefundResult>();
  readonly refunds: RefundRequest[] = [];

  charge(request: ChargeRequest): Promise<ChargeResult> {
    const earlier = this.answered.get(request.idempotencyKey);
    if (earlier) return Promise.resolve(earlier);
    const result = this.decide(request);
    if (result.kind === 'approved') this.approvedCharges.push(request);
    if (this.answered.size >= 10_000) this.answered.delete(this.answered.keys().next().value!);
    this.answered.set(request.idempotencyKey, result);
    return Promise.resolve(result);
  }

  /**
   * Refunds a sandbox charge (its reference says so: a restarted sandbox still refunds the seed's and
   * yesterday's charges); any other reference fails and nothing moves. What is left to refund is the
   * caller's ledger's to check, as it is with a real processor's answer.
   */
  refund(request: RefundRequest): Promise<RefundResult> {
    const earlier = this.refunded.get(request.idempotencyKey);
    if (earlier) return Promise.resolve(earlier);
    const result: RefundResult = request.chargeReference.startsWith('sandbox_ch_')
      ? { kind: 'refunded', reference: `sandbox_re_${randomBytes(12).toString('base64url')}` }
      : { kind: 'failed', reason: 'not a sandbox charge' };
    if (result.kind === 'refunded') this.refunds.push(request);
    if (this.refunded.size >= 10_000) this.refunded.delete(this.refunded.keys().next().value!);
    this.refunded.set(request.idempotencyKey, result);
    return Promise.resolve(result);
  }

  /** The sandbox's connected account is ready at once (the demo takes payments without any onboarding). */
  connect(request: ConnectRequest): Promise<ConnectResult> {
    const accountId = request.accountId ?? `acct_sandbox_${randomBytes(8).toString('hex')}`;
    return Promise.resolve({ kind: 'ready', accountId });
  }

  accountReady(_accountId: string): Promise<boolean> {
    return Promise.resolve(true);
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
