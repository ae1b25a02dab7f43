import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useServerErrors } from './use-server-errors.ts';

type Field = 'amount' | 'cardNumber';

describe('useServerErrors', () => {
  it('shows what the server said until a field changes or the next attempt starts', async () => {
    const { result } = renderHook(() => useServerErrors<Field>());
    act(() =>
      result.current.show({ fieldErrors: { amount: 'Too much', cardNumber: 'Declined' }, formError: 'Declined' }),
    );
    expect(result.current.fieldErrors).toEqual({ amount: 'Too much', cardNumber: 'Declined' });
    expect(result.current.formError).toBe('Declined');

    act(() => result.current.onEdit('amount'));
    expect(result.current.fieldErrors).toEqual({ cardNumber: 'Declined' });

    await act(() => result.current.attempt(async () => {}));
    expect(result.current.formError).toBeNull();
    expect(result.current.fieldErrors).toEqual({ cardNumber: 'Declined' });
  });

  it('clears the last alert when a submit starts, even one a field stops before anything is sent', () => {
    const { result } = renderHook(() => useServerErrors<Field>());
    act(() =>
      result.current.show({
        fieldErrors: {},
        formError: 'The payment could not be completed. No payment was taken.',
      }),
    );
    act(() => result.current.onSubmit());
    expect(result.current.formError).toBeNull();
  });

  it('sends one attempt at a time', async () => {
    const { result } = renderHook(() => useServerErrors<Field>());
    let sent = 0;
    let finish = () => {};
    const send = () =>
      new Promise<void>((resolve) => {
        sent += 1;
        finish = resolve;
      });
    await act(async () => {
      const first = result.current.attempt(send);
      await result.current.attempt(send);
      expect(sent).toBe(1);
      finish();
      await first;
    });
    // Once it is answered, the next click sends again.
    await act(async () => {
      const second = result.current.attempt(send);
      expect(sent).toBe(2);
      finish();
      await second;
    });
  });
});
