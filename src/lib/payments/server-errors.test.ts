import { describe, expect, it } from 'vitest';
import type { ApiIssue } from '#contract/errors.ts';
import { ApiFatalError } from '#src/lib/api/fatal-error.ts';
import { serverErrorsOf } from './server-errors.ts';

type Field = 'amount' | 'cardNumber';
const fieldOf = (path: string): Field | undefined =>
  path === 'amountCents' ? 'amount' : path === 'paymentToken' ? 'cardNumber' : undefined;
const refused = (issues?: ApiIssue[]) =>
  new ApiFatalError({ status: 422, statusText: 'Unprocessable Content', issues });

describe('serverErrorsOf', () => {
  it('puts each field’s first message beside it and asks to look at them', () => {
    const error = refused([
      { path: 'amountCents', message: 'Cannot exceed the balance of $10.00' },
      { path: 'amountCents', message: 'Must be at least 1' },
    ]);
    expect(serverErrorsOf(error, fieldOf, 'otherwise')).toEqual({
      fieldErrors: { amount: 'Cannot exceed the balance of $10.00' },
      formError: 'Some details need attention.',
    });
  });

  it('says a decline at the card and above the form', () => {
    const declined = 'Your card was declined. No payment was taken.';
    expect(serverErrorsOf(refused([{ path: 'paymentToken', message: declined }]), fieldOf, 'otherwise')).toEqual({
      fieldErrors: { cardNumber: declined },
      formError: declined,
    });
  });

  it('says an issue of no field above the form, and the given words when there is no issue', () => {
    expect(serverErrorsOf(refused([{ path: '', message: 'Too many orders' }]), fieldOf, 'otherwise')).toEqual({
      fieldErrors: {},
      formError: 'Too many orders',
    });
    expect(serverErrorsOf(refused(), fieldOf, 'Service Unavailable')).toEqual({
      fieldErrors: {},
      formError: 'Service Unavailable',
    });
  });
});
