import { useStore, type AnyFormApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { button } from '../button/button.css.ts';
import { formHydrated } from '#src/ui/hydration/form-hydrated.ts';
import { useHydrated } from '#src/ui/hydration/use-hydrated.ts';

export interface ActionFormProps {
  /** The TanStack form it sends: its submit runs on submit, and while it is on its way the button is disabled. */
  form: AnyFormApi;
  className?: string | undefined;
  /** The form's accessible name: its own words… */
  label?: string | undefined;
  /** …or the id of the heading that names it. */
  labelledBy?: string | undefined;
  /** Runs first at each submit, before the form's own checks (a card form clears its last alert). */
  onSubmitStart?: (() => void) | undefined;
  submitLabel: string;
  /** The button's words while the form is on its way. */
  busyLabel: string;
  /** A Cancel button beside the submit, the two in a row of that class. */
  cancel?: { onCancel: () => void; className: string } | undefined;
  children: ReactNode;
}

/**
 * A form that sends itself: browser validation off (the spec's words show beside the fields
 * instead), the fields, then one submit button that is disabled and says so while the request is on
 * its way, with a Cancel where the form was opened from a button.
 */
export function ActionForm(props: ActionFormProps) {
  const { form, cancel } = props;
  const busy = useStore(form.store, (state) => state.isSubmitting);
  // On a page the server rendered, held until React is there: the browser would send the form itself.
  const hydrated = useHydrated();
  const submit = (
    <button type="submit" className={button({ tone: 'primary' })} disabled={busy || !hydrated}>
      {busy ? props.busyLabel : props.submitLabel}
    </button>
  );
  return (
    <form
      ref={formHydrated}
      className={props.className}
      noValidate
      aria-label={props.label}
      aria-labelledby={props.labelledBy}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmitStart?.();
        void form.handleSubmit();
      }}
    >
      {props.children}
      {cancel ? (
        <div className={cancel.className}>
          {submit}
          <button type="button" className={button({ tone: 'secondary' })} onClick={cancel.onCancel}>
            Cancel
          </button>
        </div>
      ) : (
        <p>{submit}</p>
      )}
    </form>
  );
}
