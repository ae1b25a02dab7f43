import type { z } from 'zod';
import type { AddressField, AddressPart, PlanningField } from '#contract/planning.ts';
import { addressPartSchema, fieldSchema, type AnswerScope } from '#contract/planning-validation.ts';

/*
 * The browser side of "one set of rules": each control is checked with the very schema the server
 * checks the submitted answer with (contract/planning-validation.ts), and shows its spec §5 message.
 */

const firstMessage = (schema: z.ZodType, value: unknown): string | undefined => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
};

export const fieldMessage = (field: PlanningField, scope: AnswerScope, value: unknown) =>
  firstMessage(fieldSchema(field, scope), value);

export const addressPartMessage = (field: AddressField, part: AddressPart, scope: AnswerScope, value: unknown) =>
  firstMessage(addressPartSchema(field, part, scope), value);
