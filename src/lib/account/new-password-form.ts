import { z } from 'zod';
import { newPassword } from '#contract/password-rules.ts';

export const passwordsDifferMessage = 'The two passwords are not the same';

/** The new-password form: the contract's password rules, and the repeat must match. */
export const newPasswordForm = z
  .object({ password: newPassword, confirm: z.string() })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], message: passwordsDifferMessage });
