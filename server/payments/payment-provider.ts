/*
 * How the shop takes money (decision 0033). Checkout never talks to a card processor directly: it
 * charges a token through the PaymentProvider createApp was given (server/runtime.ts picks it from
 * PAYMENT_PROVIDER). Never call charge() inside a database transaction (DESIGN §6).
 */

export interface ChargeRequest {
  /** The total in integer cents of `currency`: computed by the server, never the browser. */
  amountCents: number;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
  /** What the provider's browser form produced; never a card number. */
  token: string;
  /**
   * Names this charge at the processor: a retry with the same key is the same charge, so an
   * answer lost on the way back never charges twice.
   */
  idempotencyKey: string;
  /** What the card statement and the processor's dashboard show. */
  description: string;
  /** Our ids, kept at the processor beside the charge (no personal data). */
  metadata: Record<string, string>;
  /**
   * The company's connected account the money goes to (a Stripe Connect destination charge, decision
   * 0081); the sandbox moves no money and ignores it. Stripe refuses to charge without one.
   */
  destinationAccount?: string;
}

export type ChargeResult =
  /** The money is taken; `reference` is the processor's id for it. */
  | { kind: 'approved'; reference: string }
  /** The card was refused: nothing was taken. */
  | { kind: 'declined'; reference: string | null; reason: string }
  /** The processor failed or could not be reached; nothing was taken (or a retry with the same key settles it). */
  | { kind: 'failed'; reason: string };

export interface RefundRequest {
  /** The processor's reference of the approved charge (ChargeResult's `reference`). */
  chargeReference: string;
  /** At most what is left of the charge: checked by the caller against its own ledger. */
  amountCents: number;
  /** Names this refund at the processor: a retry with the same key is the same refund. */
  idempotencyKey: string;
  /** Our ids, kept at the processor beside the refund (no personal data). */
  metadata: Record<string, string>;
}

export type RefundResult =
  /** The money goes back to the card; `reference` is the processor's id for the refund. */
  | { kind: 'refunded'; reference: string }
  /** Refused or not reached: nothing was refunded (a retry with the same key settles it). */
  | { kind: 'failed'; reason: string };

/** The owner connects the company's account at the processor (decision 0081). */
export interface ConnectRequest {
  /** The account made by an earlier connect that is still onboarding; null: make one. */
  accountId: string | null;
  companyId: number;
  /** Where the processor's onboarding sends the owner back: the company's own console. */
  returnUrl: string;
  /** Where an expired onboarding link sends the owner, to ask for a new one. */
  refreshUrl: string;
}

export type ConnectResult =
  /** The account can take charges now (the sandbox's always can). */
  | { kind: 'ready'; accountId: string }
  /** The owner finishes at the processor, at `onboardingUrl` (a single-use link). */
  | { kind: 'onboarding'; accountId: string; onboardingUrl: string }
  | { kind: 'failed'; reason: string };

/** What the checkout page needs to draw the provider's card form. */
export type PaymentBrowserSetup = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

export interface PaymentProvider {
  /** Stored with each order ('sandbox', 'stripe'). */
  readonly name: 'sandbox' | 'stripe';
  readonly browserSetup: PaymentBrowserSetup;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back all or part of an approved charge; never inside a transaction either. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Makes (or goes on with) the company's connected account; never inside a transaction. */
  connect(request: ConnectRequest): Promise<ConnectResult>;
  /** Whether the account can take charges now; null when the processor could not be asked. */
  accountReady(accountId: string): Promise<boolean | null>;
}
