import type { ValidationLogicFn } from '@tanstack/react-form';

/**
 * Every field keeps one error: its rules (`validators.onDynamic`) run on each change, on leaving it
 * and on submit, and the latest result replaces the last (TanStack Form's default keeps one per
 * event, so a fixed answer would still show the error it had when it was left, and a form refused
 * once would not submit again). When to *show* it is the view's choice.
 */
export const validateOnEveryEvent: ValidationLogicFn = (props) =>
  props.runValidation({
    validators:
      props.event.type === 'mount' || props.event.type === 'server' || !props.validators?.onDynamic
        ? []
        : [{ fn: props.validators.onDynamic, cause: 'dynamic' }],
    form: props.form,
  });
