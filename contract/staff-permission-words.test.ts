import { describe, expect, it } from 'vitest';
import { permissionsOf, permissionWords } from './staff-permission-words.ts';
import { staffPermission } from './staff-roles.ts';

describe('permissionsOf', () => {
  it('gives the owner everything, a director all but the staff accounts, refunds of payments, connecting the card account, publishing the price list and the export, office staff their six', () => {
    expect(permissionsOf('owner')).toEqual(staffPermission.options);
    expect(permissionsOf('director')).toEqual(
      staffPermission.options.filter(
        (p) =>
          p !== 'staff.manage' &&
          p !== 'payments.refund' &&
          p !== 'payments.connect' &&
          p !== 'pricelist.publish' &&
          p !== 'company.export' &&
          p !== 'company.settings',
      ),
    );
    expect(permissionsOf('staff')).toEqual([
      'site.edit',
      'requests.work',
      'obituaries.write',
      'memories.moderate',
      'schedule.read',
      'orders.work',
    ]);
    // The price list is the owner's and the directors' (decision 0079).
    expect(permissionsOf('director')).toContain('pricelist.edit');
    expect(permissionsOf('staff')).not.toContain('pricelist.edit');
    // What the public site says the prices are is the owner's to publish (decision 0106).
    expect(permissionsOf('owner')).toContain('pricelist.publish');
    expect(permissionsOf('director')).not.toContain('pricelist.publish');
    // All of the company's data, every family's, leaves only with the owner (decision 0086).
    expect(permissionsOf('owner')).toContain('company.export');
    expect(permissionsOf('director')).not.toContain('company.export');
    // Where the site answers and the mail comes from is the owner's (decision 0089).
    expect(permissionsOf('owner')).toContain('company.settings');
    expect(permissionsOf('director')).not.toContain('company.settings');
  });

  it('has words for every permission', () => {
    for (const permission of staffPermission.options) expect(permissionWords[permission]).toMatch(/^[A-Z].+[a-z]$/);
  });
});
