import type { TenantSeed } from '../tenant-seed.ts';

/**
 * The demo's family accounts (README): they sign in to the family portal at /family-portal/login.
 * One family is in the middle of arranging, the other has signed and paid part. Demo passwords,
 * published on purpose: change them on any real installation.
 */
export const EVERGREEN_ARRANGING_FAMILY = { email: 'rose.whitfield@family.example', password: 'willow-candle-4821' };
export const EVERGREEN_SIGNED_FAMILY = { email: 'daniel.okafor@family.example', password: 'cedar-morning-7305' };

export const evergreenFamilies: NonNullable<TenantSeed['families']> = [
  { ...EVERGREEN_ARRANGING_FAMILY, name: 'Rose Whitfield' },
  { ...EVERGREEN_SIGNED_FAMILY, name: 'Daniel Okafor' },
];
