import { useForm } from '@tanstack/react-form';
import type { AnswerValue } from '#contract/planning.ts';
import { validateOnEveryEvent } from '#src/lib/forms/validate-on-every-event.ts';

export type SectionValues = Record<string, unknown>;

/** One section's TanStack form; every change goes straight to the plan (and so to this browser's storage). */
export function useSectionForm(
  defaultValues: SectionValues,
  onAnswer: (answers: Record<string, AnswerValue>) => void,
  answerKey: (name: string) => string,
) {
  return useForm({
    defaultValues,
    validationLogic: validateOnEveryEvent,
    listeners: {
      onChange: ({ formApi, fieldApi }) => {
        const key = answerKey(fieldApi.name);
        onAnswer({ [key]: formApi.getFieldValue(key) as AnswerValue });
      },
    },
  });
}

export type SectionFormApi = ReturnType<typeof useSectionForm>;
