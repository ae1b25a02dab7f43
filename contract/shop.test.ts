import { describe, expect, it } from 'vitest';
import { CARD_MESSAGE_MAX, orderAccessKey, orderPublicId, orderRequest, type OrderRequest } from './shop.ts';
import { issuesOf } from './spec-issues.test-helper.ts';

const valid: OrderRequest = {
  productId: 3,
  quantity: 2,
  purchaserName: 'Ruth Lindqvist',
  purchaserEmail: 'ruth@example.com',
  purchaserPhone: '+1 (503) 555-0142',
  delivery: { kind: 'event', eventId: 12 },
  cardMessage: 'With love',
  paymentToken: 'sandbox_approved_abcdefghijklmnop',
};

describe('orderRequest', () => {
  it('keeps an order as sent, and drops any price a request carries', () => {
    expect(orderRequest.parse(valid)).toEqual(valid);
    expect(orderRequest.parse({ ...valid, priceCents: 1, totalCents: 1 })).toEqual(valid);
    expect(orderRequest.parse({ ...valid, delivery: { kind: 'family' }, cardMessage: '' }).delivery).toEqual({
      kind: 'family',
    });
  });

  it('bounds the quantity at 1 and 10 with the spec §5 words', () => {
    expect(orderRequest.parse({ ...valid, quantity: 10 }).quantity).toBe(10);
    expect(issuesOf(orderRequest, { ...valid, quantity: 0 })).toEqual([
      { path: 'quantity', message: 'Must be at least 1' },
    ]);
    expect(issuesOf(orderRequest, { ...valid, quantity: 11 })).toEqual([
      { path: 'quantity', message: 'Cannot exceed 10' },
    ]);
  });

  it('limits the card message, and refuses a bad email, phone and a missing name', () => {
    expect(orderRequest.parse({ ...valid, cardMessage: 'x'.repeat(CARD_MESSAGE_MAX) }).cardMessage).toHaveLength(200);
    expect(issuesOf(orderRequest, { ...valid, cardMessage: 'x'.repeat(CARD_MESSAGE_MAX + 1) })).toEqual([
      { path: 'cardMessage', message: 'Cannot exceed 200 characters' },
    ]);
    expect(issuesOf(orderRequest, { ...valid, purchaserEmail: 'ruth@' })).toEqual([
      { path: 'purchaserEmail', message: 'Please enter a valid email address' },
    ]);
    expect(issuesOf(orderRequest, { ...valid, purchaserPhone: 'call me maybe' })).toEqual([
      { path: 'purchaserPhone', message: 'Please enter a valid format' },
    ]);
    const { purchaserName: _name, ...nameless } = valid;
    expect(issuesOf(orderRequest, nameless)).toEqual([{ path: 'purchaserName', message: 'This field is required' }]);
  });

  it('needs an event id for an event delivery, and a payment token', () => {
    expect(issuesOf(orderRequest, { ...valid, delivery: { kind: 'event' } })).toEqual([
      { path: 'delivery.eventId', message: 'This field is required' },
    ]);
    expect(issuesOf(orderRequest, { ...valid, paymentToken: '' })).toEqual([
      { path: 'paymentToken', message: 'This field is required' },
    ]);
  });
});

describe('order ids and access keys', () => {
  it('are base64url of 22 and 43 characters, nothing else', () => {
    expect(orderPublicId.parse('AbCdEfGhIjKlMnOpQrSt-_')).toHaveLength(22);
    expect(() => orderPublicId.parse('AbCdEfGhIjKlMnOpQrSt-')).toThrow();
    expect(() => orderPublicId.parse('AbCdEfGhIjKlMnOpQrSt=_')).toThrow();
    expect(orderAccessKey.parse('a'.repeat(43))).toHaveLength(43);
    expect(() => orderAccessKey.parse('a'.repeat(42))).toThrow();
  });
});
