import { beforeAll, describe, expect, it } from 'vitest';
import { installValidationMessages } from '#contract/validation-messages.ts';
import {
  checkoutDefaults,
  checkoutMessage,
  fieldOfIssue,
  toOrderRequest,
  type CheckoutValues,
} from './checkout-values.ts';
import { expiredMessage, sandboxOnlyMessage, sandboxToken } from '#src/lib/payments/sandbox-card.ts';

beforeAll(() => installValidationMessages());

const now = new Date('2026-11-23T12:00:00Z');

const values: CheckoutValues = {
  ...checkoutDefaults([{ kind: 'family' }]),
  quantity: '3',
  purchaserName: '  Ruth  ',
  purchaserEmail: 'ruth@example.com ',
  purchaserPhone: '503 555 0142',
  cardMessage: 'With love',
  delivery: 'event-42',
};

describe('checkout values', () => {
  it('chooses the only delivery there is, and none when there are several', () => {
    expect(checkoutDefaults([{ kind: 'family' }]).delivery).toBe('family');
    const event = {
      kind: 'event' as const,
      eventId: 7,
      eventKind: 'service' as const,
      eventName: 'Funeral service',
      placeName: 'Chapel',
      city: 'Portland',
      startsAt: '2026-11-28T18:30:00Z',
      timeZone: 'America/Los_Angeles',
      cutoffAt: '2026-11-27T18:30:00Z',
    };
    expect(checkoutDefaults([event, { kind: 'family' }]).delivery).toBe('');
  });

  it('says the spec §5 words for the purchaser, the delivery and the card message', () => {
    expect(checkoutMessage('purchaserName', ' ', now)).toBe('This field is required');
    expect(checkoutMessage('purchaserEmail', 'ruth@', now)).toBe('Please enter a valid email address');
    expect(checkoutMessage('purchaserPhone', 'call me', now)).toBe('Please enter a valid format');
    expect(checkoutMessage('delivery', '', now)).toBe('This field is required');
    expect(checkoutMessage('cardMessage', '', now)).toBeUndefined();
    expect(checkoutMessage('cardMessage', 'x'.repeat(201), now)).toBe('Cannot exceed 200 characters');
    expect(checkoutMessage('purchaserName', 'Ruth', now)).toBeUndefined();
  });

  it('checks the card as a card form does: number, expiry not past, security code', () => {
    expect(checkoutMessage('cardNumber', '4242 4242 4242 4242', now)).toBeUndefined();
    expect(checkoutMessage('cardNumber', '4242 4242 4242 4241', now)).toBe('Please enter a valid format');
    expect(checkoutMessage('cardNumber', '4111 1111 1111 1111', now)).toBe(sandboxOnlyMessage);
    expect(checkoutMessage('cardNumber', '', now)).toBe('This field is required');
    expect(checkoutMessage('cardExpiry', '11/26', now)).toBeUndefined();
    expect(checkoutMessage('cardExpiry', '10/26', now)).toBe(expiredMessage);
    expect(checkoutMessage('cardExpiry', '13/30', now)).toBe('Enter the expiry as MM/YY, such as 12/29');
    expect(checkoutMessage('cardCvc', '12', now)).toBe('Please enter a valid format');
    expect(checkoutMessage('cardCvc', '1234', now)).toBeUndefined();
  });

  it('sends no price and no card number: the request holds a token', () => {
    const request = toOrderRequest(5, values, sandboxToken('4000 0000 0000 0002'));
    expect(request).toEqual({
      productId: 5,
      quantity: 3,
      purchaserName: 'Ruth',
      purchaserEmail: 'ruth@example.com',
      purchaserPhone: '503 555 0142',
      delivery: { kind: 'event', eventId: 42 },
      cardMessage: 'With love',
      paymentToken: expect.stringMatching(/^sandbox_declined_[A-Za-z0-9]{16}$/),
    });
    expect(JSON.stringify(request)).not.toContain('4000');
  });

  it("puts the server's issues beside their fields, a decline at the card", () => {
    expect(fieldOfIssue('paymentToken')).toBe('cardNumber');
    expect(fieldOfIssue('delivery.eventId')).toBe('delivery');
    expect(fieldOfIssue('purchaserEmail')).toBe('purchaserEmail');
    expect(fieldOfIssue('')).toBeNull();
    expect(fieldOfIssue('productId')).toBeNull();
  });
});
