import type { AnyFieldApi } from '@tanstack/react-form';
import { shownError } from '#src/lib/forms/shown-error.ts';
import { BoundField } from '#src/ui/bound-field/BoundField.tsx';
import { control } from '#src/ui/field/control.css.ts';

interface Props {
  field: AnyFieldApi;
  id: string;
  label: string;
  hint?: string;
  /** The server's words by field after the last attempt. */
  server: Record<string, string>;
}

/** The amount in dollars of a payment or a refund; the server names it `amountCents`. */
export function PaymentAmountField({ server, ...bound }: Props) {
  const error = shownError(bound.field, server.amountCents ?? server.amount);
  return <BoundField {...bound} required error={error} className={control} inputMode="decimal" autoComplete="off" />;
}
