import type { z } from 'zod';
import { orderRequest, MAX_QUANTITY, type DeliveryOption, type OrderRequest } from '#contract/shop.ts';
import { validationText } from '#contract/validation-messages.ts';
import { sandboxCardMessage } from '#src/lib/payments/sandbox-card.ts';

/*
 * The checkout form's values and rules. The purchaser's fields and the card message are checked
 * with the contract's own schemas (the server's 422 says the same words, spec §5); the card's
 * fields belong to the payment provider's form and never reach our server.
 */

export interface CheckoutValues {
  quantity: string;
  /** 'family', or 'event-<id>'. */
  delivery: string;
  cardMessage: string;
  purchaserName: string;
  purchaserEmail: string;
  purchaserPhone: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

export type CheckoutField = keyof CheckoutValues;

/** The server's messages by field after the last attempt. */
export type CheckoutFieldErrors = Partial<Record<CheckoutField, string>>;

export const checkoutDefaults = (options: DeliveryOption[]): CheckoutValues => ({
  quantity: '1',
  // One choice is no choice: it is chosen already.
  delivery: options.length === 1 ? deliveryValue(options[0]!) : '',
  cardMessage: '',
  purchaserName: '',
  purchaserEmail: '',
  purchaserPhone: '',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
});

export const deliveryValue = (option: DeliveryOption): string =>
  option.kind === 'family' ? 'family' : `event-${option.eventId}`;

export const quantities = Array.from({ length: MAX_QUANTITY }, (_, index) => String(index + 1));

const shape = orderRequest.shape;

const firstMessage = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/** The message a field shows for its value now; undefined when it passes. */
export function checkoutMessage(field: CheckoutField, value: string, now: Date): string | undefined {
  switch (field) {
    case 'quantity':
      return firstMessage(shape.quantity, Number(value));
    case 'delivery':
      return value ? undefined : validationText.required;
    case 'cardMessage':
    case 'purchaserName':
    case 'purchaserEmail':
    case 'purchaserPhone':
      return value.trim() === '' && field !== 'cardMessage'
        ? validationText.required
        : firstMessage(shape[field], value);
    case 'cardNumber':
    case 'cardExpiry':
    case 'cardCvc':
      return sandboxCardMessage(field, value, now);
  }
}

/** The request the server prices and charges: no price in it (decision 0033). */
export function toOrderRequest(productId: number, values: CheckoutValues, paymentToken: string): OrderRequest {
  const delivery: OrderRequest['delivery'] =
    values.delivery === 'family' ? { kind: 'family' } : { kind: 'event', eventId: Number(values.delivery.slice(6)) };
  return {
    productId,
    quantity: Number(values.quantity),
    purchaserName: values.purchaserName.trim(),
    purchaserEmail: values.purchaserEmail.trim(),
    purchaserPhone: values.purchaserPhone.trim(),
    delivery,
    cardMessage: values.cardMessage,
    paymentToken,
  };
}

/** Which field a server issue belongs to ('' and unknown paths: the form as a whole). */
export function fieldOfIssue(path: string): CheckoutField | null {
  const head = path.split('.')[0];
  if (head === 'paymentToken') return 'cardNumber';
  if (head === 'productId') return null;
  const fields: CheckoutField[] = [
    'quantity',
    'delivery',
    'cardMessage',
    'purchaserName',
    'purchaserEmail',
    'purchaserPhone',
  ];
  return fields.find((field) => field === head) ?? null;
}
