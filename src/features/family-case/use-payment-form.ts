import { useForm } from '@tanstack/react-form';
import type { PaymentValues } from './payment-values.ts';

/** The statement payment's TanStack form; submitting is the caller's (it charges a card). */
export function usePaymentForm(defaultValues: PaymentValues, onSubmit: (values: PaymentValues) => Promise<void>) {
  return useForm({ defaultValues, onSubmit: ({ value }) => onSubmit(value) });
}

export type PaymentFormApi = ReturnType<typeof usePaymentForm>;
