import { useStore, type AnyFieldApi } from '@tanstack/react-form';
import type { SectionFormApi } from '../use-section-form.ts';

/** Whether the section was sent once: from then on every message shows, left or not. */
export const useSubmitAttempted = (form: SectionFormApi) =>
  useStore(form.store, (state) => state.submissionAttempts > 0);

/**
 * What a control of a section shows and says about its answer: its first message once the field was
 * left or the section sent, and, on leaving a field that has one, that message said in the form's
 * polite live region after the field's spoken name.
 */
export function fieldFeedback(
  field: AnyFieldApi,
  attempted: boolean,
  spokenName: string,
  announce: (text: string) => void,
) {
  const message = field.state.meta.errors[0] as string | undefined;
  return {
    shown: field.state.meta.isBlurred || attempted ? message : undefined,
    onBlur: () => {
      field.handleBlur();
      const now = field.state.meta.errors[0] as string | undefined;
      if (now) announce(`${spokenName}: ${now}`);
    },
  };
}
