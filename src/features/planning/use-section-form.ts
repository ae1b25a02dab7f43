import { useForm, type ValidationLogicFn } from '@tanstack/react-form';
import type { AnswerValue } from '#contract/planning.ts';

export type SectionValues = Record<string, unknown>;

/**
 * Every field keeps one error: its rules run on each change, on leaving it and on Next, and the
 * latest result replaces the last (TanStack Form's default keeps one per event, so a fixed answer
 * would still show the error it had when it was left). When to *show* it is the view's choice.
 */
export const validateOnEveryEvent: ValidationLogicFn = (props) =>
  props.runValidation({
    validators:
      props.event.type === 'mount' || props.event.type === 'server' || !props.validators?.onDynamic
        ? []
        : [{ fn: props.validators.onDynamic, cause: 'dynamic' }],
    form: props.form,
  });

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
