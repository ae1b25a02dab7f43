import type { PlanningField } from '#contract/planning.ts';
import type { AnswerScope } from '#contract/planning-validation.ts';
import type { PossessiveSubject } from '#contract/planning-text.ts';
import type { SectionFormApi } from '../use-section-form.ts';

/** What every control of a section's field is given (PlanningFieldControl, AddressFieldset). */
export interface FieldControlProps {
  form: SectionFormApi;
  definition: PlanningField;
  subject: PossessiveSubject;
  /** The validation scope with the form's current values (conditions, addresses read neighbours). */
  scopeOf: (values: Record<string, unknown>) => AnswerScope;
  /** Says a message in the form's polite live region. */
  announce: (text: string) => void;
}
