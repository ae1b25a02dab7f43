import { z } from 'zod';

/*
 * Card charges waiting for the card processor (decision 0104): a shop order or a family's
 * card payment whose request ended before the processor's answer was recorded (its server stopped).
 * The console lists them; once `askableFrom` has passed (no request can still be working on it),
 * staff ask the processor now rather than wait for the next sweep.
 */

export const chargeInFlight = z.object({
  kind: z.enum(['order', 'case-payment']),
  /** What the card statement says: "Keepsake Candle in memory of Ines Halvorsen". */
  description: z.string(),
  amountCents: z.number().int().min(0),
  /** ISO instant the charge was asked. */
  since: z.string(),
  /** ISO instant from which it may be asked again. */
  askableFrom: z.string(),
  /** The case a family's payment belongs to; null for an order. */
  caseId: z.number().int().nullable(),
});
export type ChargeInFlight = z.infer<typeof chargeInFlight>;

/** GET /api/staff/payments/in-flight. */
export const chargesInFlightList = z.object({ items: z.array(chargeInFlight) });
export type ChargesInFlightList = z.infer<typeof chargesInFlightList>;

/** POST /api/staff/payments/in-flight/settle. */
export const settledCharges = z.object({
  /** Recorded as the processor answered: paid, declined, or released (nothing taken). */
  settled: z.number().int().min(0),
  /** Still waiting: too recent, or the processor could not be asked. */
  waiting: z.number().int().min(0),
});
export type SettledCharges = z.infer<typeof settledCharges>;

export const chargesInFlightWords = {
  heading: 'Waiting for the card processor',
  lead: 'These card payments were under way when the server stopped. Lantern asks the card processor about them every few minutes; nothing is charged twice.',
  ask: 'Ask the card processor now',
  settled: (settled: number, waiting: number) =>
    `${settled} settled${waiting > 0 ? `; ${waiting} still waiting for the card processor` : ''}.`,
} as const;
