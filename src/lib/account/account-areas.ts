/*
 * The two places people sign in (decision 0062): the family portal and the staff console. Their
 * sign-in and password pages are the same components (this folder), told which area they serve: the
 * area names its pages and its words. The server leads a reset link to the account's own area.
 */

export type AccountArea = 'family' | 'staff';

export const accountAreas = {
  family: {
    signIn: '/family-portal/login',
    passwordReset: '/family-portal/password-reset',
    /** "the email address of your …" */
    account: 'family portal account',
  },
  staff: {
    signIn: '/staff/sign-in',
    passwordReset: '/staff/password-reset',
    account: 'staff account',
  },
} as const satisfies Record<AccountArea, { signIn: string; passwordReset: string; account: string }>;
