import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '#src/ui/hydration/use-hydrated.ts';

/**
 * The submit button of a form the server renders (decision 0092): disabled until the page has
 * hydrated, because before then the form's own onSubmit (the client's checks, the API call) does not
 * run and the browser would send the form natively instead. A native disabled button stops both a
 * click and Enter in a field (implicit submission), while the fields stay readable and fillable.
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  const hydrated = useHydrated();
  return <button {...props} type="submit" disabled={!hydrated || disabled} />;
}
