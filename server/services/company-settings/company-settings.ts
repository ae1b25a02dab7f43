import { asc, notInArray } from 'drizzle-orm';
import { siteAddressOf, type CompanySettings, type CompanySettingsBody } from '#contract/company-settings.ts';
import { companyHosts, companyMailSettings } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { listSettingsLocations } from './settings-locations.ts';

/*
 * The company's own settings (decision 0089): name, time zone, hosts, site address,
 * mail sender, notification address (decision 0100), words on paying without a card and the shop's
 * switch (decision 0106), read and
 * written whole, by the console's Settings page and by
 * `npm run company -- update` alike. The caller drops the site cache afterwards (hosts and the name
 * are cached per company, in every process).
 */

export type SaveSettingsOutcome =
  { kind: 'saved' } | { kind: 'host-taken'; host: string; index: number } | { kind: 'current-host'; host: string };

/** Thrown inside the transaction so nothing of the save stays; answered as an outcome. */
class HostTaken extends Error {
  constructor(readonly host: string) {
    super(`host ${host} is taken`);
  }
}

export async function readCompanySettings(scope: TenantScope, currentHost: string): Promise<CompanySettings | null> {
  const company = await scope.company();
  if (!company) return null;
  const [hosts, [mail], locations] = await Promise.all([
    scope.select({ host: companyHosts.host }).from(companyHosts).orderBy(asc(companyHosts.host)),
    scope
      .select({
        siteUrl: companyMailSettings.siteUrl,
        senderAddress: companyMailSettings.senderAddress,
        notificationAddress: companyMailSettings.notificationAddress,
      })
      .from(companyMailSettings)
      .limit(1),
    listSettingsLocations(scope),
  ]);
  return {
    name: company.name,
    timeZone: company.timeZone,
    hosts: hosts.map((row) => row.host),
    siteUrl: mail?.siteUrl ?? '',
    senderAddress: mail?.senderAddress ?? null,
    notificationAddress: mail?.notificationAddress ?? null,
    paymentInstructions: company.paymentInstructions,
    shopEnabled: company.shopEnabled,
    directorsSeeMoney: company.directorsSeeMoney,
    currentHost,
    locations,
  };
}

/**
 * Saves the settings in one transaction. A host another company answers on is refused (the unique
 * host key decides, so two companies claiming one host at once cannot both have it), and so is
 * removing `currentHost`, the host the owner is working on (null from the command).
 */
export async function saveCompanySettings(
  scope: TenantScope,
  body: CompanySettingsBody,
  currentHost: string | null,
): Promise<SaveSettingsOutcome> {
  const hosts = body.hosts;
  try {
    return await scope.transaction(async (tx) => {
      const before = await tx.select({ host: companyHosts.host }).from(companyHosts);
      if (currentHost && before.some((row) => row.host === currentHost) && !hosts.includes(currentHost))
        return { kind: 'current-host', host: currentHost };

      await tx.delete(companyHosts, notInArray(companyHosts.host, hosts));
      const added = hosts.filter((host) => !before.some((row) => row.host === host));
      for (const host of added) {
        const [inserted] = await tx
          .insert(companyHosts, { host })
          .onConflictDoNothing({ target: companyHosts.host })
          .returning({ host: companyHosts.host });
        if (!inserted) throw new HostTaken(host);
      }

      await tx.updateCompany({
        name: body.name,
        timeZone: body.timeZone,
        paymentInstructions: body.paymentInstructions?.trim() || null,
        shopEnabled: body.shopEnabled,
        // Left out by an older client or the command: kept as it is.
        ...(body.directorsSeeMoney === undefined ? {} : { directorsSeeMoney: body.directorsSeeMoney }),
      });
      const mail = {
        siteUrl: siteAddressOf(body.siteUrl),
        senderAddress: body.senderAddress,
        notificationAddress: body.notificationAddress,
      };
      await tx
        .insert(companyMailSettings, mail)
        .onConflictDoUpdate({ target: companyMailSettings.companyId, set: mail });
      return { kind: 'saved' };
    });
  } catch (error) {
    if (error instanceof HostTaken) return { kind: 'host-taken', host: error.host, index: hosts.indexOf(error.host) };
    throw error;
  }
}
