import { z } from 'zod';

/*
 * The company's card payments account (decision 0081). The owner connects it in the
 * console (`payments.connect`): with Stripe, Lantern makes the company a connected account and sends
 * the owner to Stripe's onboarding; card money goes to it once Stripe says it can take charges. With
 * the sandbox it is ready at once and no money moves.
 */

export const paymentConnectionStatus = z.enum(['none', 'onboarding', 'ready']);
export type PaymentConnectionStatus = z.infer<typeof paymentConnectionStatus>;

/** GET /api/staff/payments/connection. */
export const paymentConnection = z.object({
  /** The provider card payments go through now (PAYMENT_PROVIDER); none: this server takes no cards (decision 0101). */
  provider: z.enum(['none', 'sandbox', 'stripe']),
  /** none: never connected with this provider; onboarding: Stripe's steps are not finished; ready. */
  status: paymentConnectionStatus,
  accountId: z.string().nullable(),
  /** ISO instant the account was first connected. */
  connectedAt: z.string().nullable(),
});
export type PaymentConnection = z.infer<typeof paymentConnection>;

/** POST /api/staff/payments/connect. */
export const paymentConnectAnswer = z.object({
  connection: paymentConnection,
  /** Stripe's single-use onboarding address to send the owner to; null when the account is ready. */
  onboardingUrl: z.string().nullable(),
});
export type PaymentConnectAnswer = z.infer<typeof paymentConnectAnswer>;

export const paymentConnectionMessages = {
  familyRefused: "Connecting card payments is the funeral home owner's step, in the staff console.",
  noSiteUrl: "Set the website's address before connecting card payments: Stripe sends you back to it.",
  processorFailed: 'Stripe could not be reached. Nothing was changed. Please try again.',
  noProvider:
    'This server has no card processor (PAYMENT_PROVIDER is not set): families and visitors cannot pay by card.',
} as const;

/** The console's words when the server has no card processor at all. */
export const noCardProcessorWords =
  'Card payments are off: this server has no card processor (PAYMENT_PROVIDER). Families are shown your ' +
  'words for paying you, from Settings, and the shop takes no orders online.';

/** The words of the console's Card payments section for each status. */
export const paymentConnectionWords: Record<PaymentConnectionStatus, string> = {
  none: 'Card payments are not connected yet: families and visitors cannot pay by card.',
  onboarding: 'Stripe is waiting for the rest of your details. Card payments start once Stripe has them.',
  ready: 'Card payments are connected: card payments go to your account.',
};
