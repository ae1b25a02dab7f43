import { act } from '@testing-library/react';
import { vi } from 'vitest';

/*
 * A stand-in for Stripe.js in component tests (decision 0081): what @stripe/react-stripe-js calls on
 * it (elements, create, mount, on/off) and createPaymentMethod, which the test answers. The card
 * "field" is a box the fake mounts; `typeCard` plays Stripe's change event. Use it as
 *   vi.mock('@stripe/stripe-js/pure', async () => (await import('…/fake-stripe.test-helper.ts')).fakeStripeJs);
 */

type Listener = (event: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

const cardElement = {
  mount: (node: HTMLElement) => {
    const frame = document.createElement('div');
    frame.dataset.testid = 'stripe-card-frame';
    node.append(frame);
  },
  on: (event: string, listener: Listener) => {
    listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
  },
  off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
  update: () => {},
  destroy: () => listeners.clear(),
};

export const fakeStripe = {
  elements: () => ({
    create: (type: string) => {
      if (type !== 'card') throw new Error(`The fake Stripe.js makes only the card element, not ${type}`);
      return cardElement;
    },
    getElement: (type: unknown) =>
      type === 'card' || (type as { __elementType?: string } | null)?.__elementType === 'card' ? cardElement : null,
    update: () => {},
  }),
  createPaymentMethod: vi.fn<(data: { type: string; card: unknown }) => Promise<unknown>>(),
  createToken: () => Promise.reject(new Error('not used')),
  confirmCardPayment: () => Promise.reject(new Error('not used')),
  _registerWrapper: () => {},
  registerAppInfo: () => {},
};

/** The module '@stripe/stripe-js/pure' as the tests see it: the keys it was loaded with are kept. */
export const loadedKeys: string[] = [];
export const fakeStripeJs = {
  loadStripe: (key: string) => {
    loadedKeys.push(key);
    return Promise.resolve(fakeStripe);
  },
};

/** A PaymentMethod as Stripe answers createPaymentMethod for a Visa ending 4242. */
export const visaPaymentMethod = { paymentMethod: { id: 'pm_1TestVisa4242', card: { brand: 'visa', last4: '4242' } } };

/** Stripe's change event of the card field: complete, or with Stripe's words on what is wrong. */
export function typeCard(change: { complete: boolean; error?: { message: string } }) {
  act(() => {
    for (const listener of listeners.get('change') ?? []) listener({ elementType: 'card', empty: false, ...change });
  });
}

/** The fake's answer to createPaymentMethod, and its calls, fresh for a test. */
export function answerPaymentMethod(answer: unknown) {
  fakeStripe.createPaymentMethod.mockReset();
  fakeStripe.createPaymentMethod.mockResolvedValue(answer);
  return fakeStripe.createPaymentMethod;
}
