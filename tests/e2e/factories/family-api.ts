import { signedInApi, type Account, type SignedInApi } from './signed-in-api.ts';

/** A family member's sign-in (a FamilyMember, or any account with an email and a password). */
export type FamilyAccount = Account;
export type FamilyApi = SignedInApi;

/** The portal's calls as a family member makes them (signed-in-api.ts). */
export const familyApi = signedInApi;

/** A fresh Idempotency-Key, as the portal makes one for each attempt (`prefix-` and random characters). */
export const idempotencyKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
