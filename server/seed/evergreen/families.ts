import type { TenantSeed } from '../tenant-seed.ts';

/**
 * The demo's family accounts (README): they sign in to the family portal at /family-portal/login.
 * One family is in the middle of arranging, one has signed and paid part, and one person belongs to
 * two cases (so the portal shows its list of cases). Demo passwords, published on purpose: change
 * them on any real installation.
 */
export const EVERGREEN_ARRANGING_FAMILY = { email: 'rose.whitfield@family.example', password: 'willow-candle-4821' };
export const EVERGREEN_SIGNED_FAMILY = { email: 'daniel.okafor@family.example', password: 'cedar-morning-7305' };
export const EVERGREEN_TWO_CASE_FAMILY = { email: 'lucia.moreno@family.example', password: 'amber-orchard-2958' };
/** Harold Whitfield's brother, who joined Rose's case by invitation. */
export const EVERGREEN_INVITED_RELATIVE = { email: 'thomas.whitfield@family.example', password: 'harbor-lantern-6142' };

export const evergreenFamilies: NonNullable<TenantSeed['families']> = [
  { ...EVERGREEN_ARRANGING_FAMILY, name: 'Rose Whitfield' },
  { ...EVERGREEN_SIGNED_FAMILY, name: 'Daniel Okafor' },
  { ...EVERGREEN_TWO_CASE_FAMILY, name: 'Lucia Moreno' },
  { ...EVERGREEN_INVITED_RELATIVE, name: 'Thomas Whitfield' },
];
