import type { TenantSeed } from '../tenant-seed.ts';

/**
 * The demo funeral home's staff account (README): signs in to the website builder at any page with
 * `?preview=true`. A demo password, published on purpose: change it on any real installation.
 */
export const EVERGREEN_STAFF_EMAIL = 'staff@evergreen.example';
export const EVERGREEN_STAFF_PASSWORD = 'evergreen-preview-1952';

export const evergreenStaff: NonNullable<TenantSeed['staff']> = [
  { email: EVERGREEN_STAFF_EMAIL, name: 'Dana Ellison', password: EVERGREEN_STAFF_PASSWORD },
];
