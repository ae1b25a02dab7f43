import type { TenantSeed } from './tenant-seed.ts';

/** The second tenant's family account: isolation tests sign in with it and must see nothing of Evergreen. */
export const QUIET_HARBOR_FAMILY = { email: 'ada.penobscot@family.example', password: 'tidewater-lamp-6618' };

export const quietHarborFamilies: NonNullable<TenantSeed['families']> = [
  { ...QUIET_HARBOR_FAMILY, name: 'Ada Penobscot' },
];
