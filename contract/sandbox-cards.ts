/*
 * The sandbox payment provider's test cards (decision 0033), shared by its browser card form and
 * the server's SandboxPaymentProvider. As with a real processor, the card number never reaches our
 * server: the browser form turns a test number into a token naming the outcome, and the server
 * charges the token. The numbers follow Stripe's test cards, so people who know those need no
 * new list.
 */

export type SandboxOutcome = 'approved' | 'declined' | 'error';

/** Test card numbers (digits only) and what charging them does. */
export const sandboxCards: Readonly<Record<string, SandboxOutcome>> = {
  '4242424242424242': 'approved',
  '5555555555554444': 'approved',
  '4000000000000002': 'declined',
  '4000000000009995': 'declined',
  '4000000000000119': 'error',
};

export const SANDBOX_APPROVE_CARD = '4242 4242 4242 4242';
export const SANDBOX_DECLINE_CARD = '4000 0000 0000 0002';

const tokenPattern = /^sandbox_(approved|declined|error)_[A-Za-z0-9]{16}$/;

/** Digits only: "4242 4242-4242 4242" is "4242424242424242". */
export const cardDigits = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries (catches a mistyped digit before anything is sent). */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a sandbox token will do when charged; null for anything that is not a sandbox token. */
export function sandboxTokenOutcome(token: string): SandboxOutcome | null {
  return (tokenPattern.exec(token)?.[1] as SandboxOutcome | undefined) ?? null;
}

/**
 * The sandbox's "tokenisation": a token for a test card, random per call so every attempt is its
 * own; null for a number that is not one of the test cards.
 */
export function sandboxTokenFor(cardNumber: string, randomChars: string): string | null {
  const outcome = sandboxCards[cardDigits(cardNumber)];
  return outcome ? `sandbox_${outcome}_${randomChars}` : null;
}
