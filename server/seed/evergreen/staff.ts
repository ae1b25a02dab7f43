import type { TenantSeed } from '../tenant-seed.ts';

/**
 * The demo funeral home's staff, one account per role (README, decision 0061): each signs in to the
 * console at /staff, and the website builder at any page with `?preview=true`. Demo passwords,
 * published on purpose: change them on any real installation.
 */
export const EVERGREEN_STAFF_EMAIL = 'staff@evergreen.example';
export const EVERGREEN_STAFF_PASSWORD = 'evergreen-preview-1952';
export const EVERGREEN_OWNER_EMAIL = 'owner@evergreen.example';
export const EVERGREEN_OWNER_PASSWORD = 'evergreen-owner-1952';
export const EVERGREEN_DIRECTOR_EMAIL = 'director@evergreen.example';
export const EVERGREEN_DIRECTOR_PASSWORD = 'evergreen-director-1952';

export const evergreenStaff: NonNullable<TenantSeed['staff']> = [
  { email: EVERGREEN_OWNER_EMAIL, name: 'Margaret Ellison', password: EVERGREEN_OWNER_PASSWORD, staffRole: 'owner' },
  {
    email: EVERGREEN_DIRECTOR_EMAIL,
    name: 'Samuel Ortiz',
    password: EVERGREEN_DIRECTOR_PASSWORD,
    staffRole: 'director',
  },
  { email: EVERGREEN_STAFF_EMAIL, name: 'Dana Ellison', password: EVERGREEN_STAFF_PASSWORD, staffRole: 'staff' },
];
