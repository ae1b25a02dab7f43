import { cardDigits, passesLuhn, sandboxCards, sandboxTokenFor } from '#contract/sandbox-cards.ts';
import { validationText } from '#contract/validation-messages.ts';

/*
 * The sandbox's card form (decision 0033): it checks what a real card form checks (number, expiry,
 * security code), then makes the token the server charges. Like a processor's own form, the
 * number stays in the browser.
 */

export const sandboxOnlyMessage = 'The sandbox takes only its test cards, such as 4242 4242 4242 4242.';
export const expiredMessage = 'This card has expired';

/** MM/YY, not before this month. */
function expiryMessage(value: string, now: Date): string | undefined {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(value.trim());
  if (!match) return validationText.pattern;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < thisMonth ? expiredMessage : undefined;
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
