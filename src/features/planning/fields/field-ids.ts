/** The DOM id of a form field's control: "contactAddress.city" → "field-contactAddress-city". */
export const controlId = (name: string) => `field-${name.replace(/\./g, '-')}`;

/** The answers-map key a form field belongs to ("contactAddress.city" → "contactAddress"). */
export const answerKey = (name: string) => name.split('.')[0]!;
