/** DOM ids of a form field's control, hint and error: "contactAddress.city" → "field-contactAddress-city". */
export const controlId = (name: string) => `field-${name.replace(/\./g, '-')}`;
export const hintId = (name: string) => `${controlId(name)}-hint`;
export const errorId = (name: string) => `${controlId(name)}-error`;

/** aria-describedby for a control: its hint and its error, each only while there is one. */
export const describedBy = (name: string, hasHint: boolean, hasError: boolean) =>
  [hasHint ? hintId(name) : null, hasError ? errorId(name) : null].filter(Boolean).join(' ') || undefined;

/** The answers-map key a form field belongs to ("contactAddress.city" → "contactAddress"). */
export const answerKey = (name: string) => name.split('.')[0]!;
