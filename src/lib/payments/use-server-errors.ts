import { useCallback, useRef, useState } from 'react';
import type { ServerErrors } from './server-errors.ts';

const none = { fieldErrors: {}, formError: null };

/**
 * A card form's attempts and what the server said about them (the shop's checkout, a case
 * payment; decision 0033). `attempt` sends one at a time: a click while one is on its way does
 * nothing, so a card is never charged twice by a double click. `show` puts the server's words
 * beside their fields and above the form, where the alert takes focus so it is read first;
 * `onEdit` clears a field's words once the person changes it; `onSubmit` clears the last attempt's
 * alert as a new submit starts, even one the form's own checks stop before anything is sent (once,
 * "The payment could not be completed" stayed above a later field error). Everything typed stays.
 */
export function useServerErrors<Field extends string>() {
  const [errors, setErrors] = useState<ServerErrors<Field>>(none);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const sending = useRef(false);

  // The last attempt's alert goes; its field messages stay until their fields change.
  const clearAlert = useCallback(
    () => setErrors((shown) => (shown.formError === null ? shown : { ...shown, formError: null })),
    [],
  );

  const attempt = useCallback(
    async (send: () => Promise<void>) => {
      if (sending.current) return;
      sending.current = true;
      clearAlert();
      try {
        await send();
      } finally {
        sending.current = false;
      }
    },
    [clearAlert],
  );

  /** Call first in the form's submit: a submit the fields' own checks stop says nothing of the last attempt. */
  const onSubmit = useCallback(() => {
    if (!sending.current) clearAlert();
  }, [clearAlert]);

  const show = useCallback((refused: ServerErrors<Field>) => {
    setErrors({ fieldErrors: refused.fieldErrors, formError: refused.formError });
    requestAnimationFrame(() => alertRef.current?.focus());
  }, []);

  const onEdit = useCallback(
    (name: Field) =>
      setErrors((shown) => {
        if (!shown.fieldErrors[name]) return shown;
        const { [name]: _gone, ...rest } = shown.fieldErrors;
        return { ...shown, fieldErrors: rest as Partial<Record<Field, string>> };
      }),
    [],
  );

  return { ...errors, alertRef, attempt, show, onEdit, onSubmit };
}
