import {
  companySettingsBody,
  companySettingsMessages,
  type LocationBody,
  type SettingsLocation,
} from '#contract/company-settings.ts';
import { issuePath } from '#contract/validation-messages.ts';
import { findCompanyIdByHost } from '#server/db/company-hosts.ts';
import type { Database } from '#server/db/open-database.ts';
import { notifySiteCacheChange } from '#server/db/postgres-invalidation-channel.ts';
import { tenantScope } from '#server/db/tenant-scope.ts';
import { readCompanySettings, saveCompanySettings } from '#server/services/company-settings/company-settings.ts';
import { addLocation, updateLocation } from '#server/services/company-settings/settings-locations.ts';
import type { CompanyLocation, UpdateOptions } from './company-options.ts';

/*
 * `npm run company -- update` once its flags are read (decision 0089): the console's Settings by
 * the same service functions, for an install whose owner has not signed in yet (or a host to fix
 * from the shell). What can be refused is checked before anything is written; the running servers
 * on PostgreSQL hear the change (NOTIFY) and drop the company's cached hosts and site.
 */

export type UpdateCompanyOutcome =
  { kind: 'updated'; companyName: string; hosts: string[] } | { kind: 'refused'; problem: string };

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const bodyOf = (location: CompanyLocation, retired: boolean): LocationBody => ({ ...location, retired });

const locationBodyOf = (location: SettingsLocation, retired: boolean): LocationBody => ({
  name: location.name,
  address: location.address,
  phoneNumber: location.phoneNumber,
  email: location.email,
  retired,
});

export async function updateCompany(db: Database, options: UpdateOptions, now: Date): Promise<UpdateCompanyOutcome> {
  const refused = (problem: string): UpdateCompanyOutcome => ({
    kind: 'refused',
    problem: `${problem}: nothing was changed.`,
  });
  const companyId = await findCompanyIdByHost(db, options.company);
  if (companyId === null) return refused(`No company answers on ${options.company}`);
  const scope = tenantScope(db, companyId);
  const current = (await readCompanySettings(scope, options.company))!;

  const find = (name: string) => current.locations.find((location) => sameName(location.name, name));
  for (const name of [...options.retire, ...options.restore])
    if (!find(name)) return refused(`${current.name} has no location named "${name}"`);
  const inService = current.locations.filter(
    (location) =>
      options.restore.some((name) => sameName(name, location.name)) ||
      (!location.retired && !options.retire.some((name) => sameName(name, location.name))),
  );
  if (inService.length === 0 && !options.locations.some((location) => !find(location.name)))
    return refused(companySettingsMessages.lastLocation);

  const hosts = [
    ...new Set([...current.hosts.filter((host) => !options.removeHosts.includes(host)), ...options.addHosts]),
  ];
  const settings = companySettingsBody.safeParse({
    name: options.name ?? current.name,
    timeZone: options.timeZone ?? current.timeZone,
    hosts,
    siteUrl: options.siteUrl ?? current.siteUrl,
    senderAddress: options.senderAddress === undefined ? current.senderAddress : options.senderAddress || null,
    notificationAddress:
      options.notificationAddress === undefined ? current.notificationAddress : options.notificationAddress || null,
    paymentInstructions: current.paymentInstructions,
    shopEnabled: current.shopEnabled,
  });
  if (!settings.success) {
    const [issue] = settings.error.issues;
    return refused(
      hosts.length === 0 ? 'A company keeps at least one host' : `${issuePath(issue!.path)}: ${issue!.message}`,
    );
  }
  const saved = await saveCompanySettings(scope, settings.data, null);
  if (saved.kind === 'host-taken') return refused(companySettingsMessages.hostTaken(saved.host));

  const named = (names: string[], location: { name: string }) => names.some((name) => sameName(name, location.name));
  const retiredAfter = (location: SettingsLocation) =>
    named(options.retire, location) || (location.retired && !named(options.restore, location));
  for (const location of options.locations) {
    const existing = find(location.name);
    if (existing) await updateLocation(scope, existing.id, bodyOf(location, retiredAfter(existing)), now);
    else await addLocation(scope, bodyOf(location, false), now);
  }
  // Retired or restored without new details: as they are, but for that.
  for (const location of current.locations)
    if (
      !named(
        options.locations.map((given) => given.name),
        location,
      ) &&
      retiredAfter(location) !== location.retired
    )
      await updateLocation(scope, location.id, locationBodyOf(location, retiredAfter(location)), now);
  await notifySiteCacheChange(db, companyId);
  return { kind: 'updated', companyName: settings.data.name, hosts: settings.data.hosts };
}
