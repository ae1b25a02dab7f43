import { cardDigits, passesLuhn, sandboxCards, sandboxTokenFor } from '#contract/sandbox-cards.ts';
import { validationText } from '#contract/validation-messages.ts';

/*
 * The sandbox's card form (decision 0033): it checks what a real card form checks (number, expiry,
 * security code), then makes the token the server charges. Like a processor's own form, the
 * number stays in the browser.
 */

export const sandboxOnlyMessage = 'The sandbox takes only its test cards, such as 4242 4242 4242 4242.';
export const expiredMessage = 'This card has expired';

/**
 * What to type, in the family's words, where spec §5 would say only 'Please enter a
 * valid format'; the example is a December three years ahead, so it is never an expired card.
 */
export const expiryFormatMessage = (now: Date): string =>
  `Enter the expiry as MM/YY, such as 12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;

/**
 * The month and year of an expiry as people type it from the card: "12/29", "12 / 29", "1229",
 * "1/29", "12/2029", "12-29"; null for anything else (a month 13, "129", letters).
 */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const compact = value.trim();
  const match =
    /^(0?[1-9]|1[0-2])\s*[/-]\s*([0-9]{2}|20[0-9]{2})$/.exec(compact) ?? /^(0[1-9]|1[0-2])([0-9]{2})$/.exec(compact);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** An expiry as the card shows it, not before this month. */
function expiryMessage(value: string, now: Date): string | undefined {
  const expiry = parseExpiry(value);
  if (!expiry) return expiryFormatMessage(now);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth ? expiredMessage : undefined;
}

export function sandboxCardMessage(
  field: 'cardNumber' | 'cardExpiry' | 'cardCvc',
  value: string,
  now: Date,
): string | undefined {
  if (value.trim() === '') return validationText.required;
  switch (field) {
    case 'cardNumber': {
      const digits = cardDigits(value);
      if (!passesLuhn(digits)) return validationText.pattern;
      return sandboxCards[digits] ? undefined : sandboxOnlyMessage;
    }
    case 'cardExpiry':
      return expiryMessage(value, now);
    case 'cardCvc':
      return /^[0-9]{3,4}$/.test(value.trim()) ? undefined : validationText.pattern;
  }
}

/** The sandbox's "tokenisation": what the server charges instead of the number. */
export function sandboxToken(cardNumber: string): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.charAt(byte % 62),
  ).join('');
  const token = sandboxTokenFor(cardNumber, random);
  if (!token) throw new Error('Not a sandbox test card');
  return token;
}
