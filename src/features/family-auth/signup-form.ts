import { z } from 'zod';
import { signupBody } from '#contract/family-invitations.ts';
import { newPasswordForm } from '#src/lib/account/new-password-form.ts';

/** "Create your account": the contract's name rule, and the new-password form's rules (repeat included). */
export const signupForm = newPasswordForm.and(z.object({ name: signupBody.shape.name }));
