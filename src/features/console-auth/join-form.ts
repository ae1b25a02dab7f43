import { z } from 'zod';
import { staffInvitationAcceptBody } from '#contract/staff-team.ts';
import { newPasswordForm } from '#src/lib/account/new-password-form.ts';

/** Joining the staff: the contract's name rule, and the new-password form's rules (repeat included). */
export const joinForm = newPasswordForm.and(z.object({ name: staffInvitationAcceptBody.shape.name }));
