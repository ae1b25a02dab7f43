import type { TenantSeed } from '#server/seed/tenant-seed.ts';

/*
 * The browser tests' company's staff: one account per role, as a company set up has (and as the demo
 * has), none of them the demo's people. Every test company has the same three, so each password is
 * hashed once per server (tenant-seed.ts). Specs reach them as `company.owner`, `company.director` and
 * `company.staff` (tests/fixtures/company.ts), never by these literals.
 */
export const testStaff = {
  owner: { email: 'owner@test-company.example', name: 'Ingrid Solberg', password: 'test-owner-lantern-7351' },
  director: { email: 'director@test-company.example', name: 'Tomas Reyes', password: 'test-director-lantern-7351' },
  staff: { email: 'staff@test-company.example', name: 'Lena Park', password: 'test-staff-lantern-7351' },
};

export const testStaffSeed: NonNullable<TenantSeed['staff']> = [
  { ...testStaff.owner, staffRole: 'owner' },
  { ...testStaff.director, staffRole: 'director' },
  { ...testStaff.staff, staffRole: 'staff' },
];
