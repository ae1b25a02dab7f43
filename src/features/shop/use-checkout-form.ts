import { useForm } from '@tanstack/react-form';
import type { CheckoutValues } from './checkout-values.ts';

/** The checkout's TanStack form; submitting is the caller's (it charges a card). */
export function useCheckoutForm(defaultValues: CheckoutValues, onSubmit: (values: CheckoutValues) => Promise<void>) {
  return useForm({ defaultValues, onSubmit: ({ value }) => onSubmit(value) });
}

export type CheckoutFormApi = ReturnType<typeof useCheckoutForm>;
