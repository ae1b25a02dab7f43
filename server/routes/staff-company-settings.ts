import type { Context } from 'hono';
import {
  companySettings,
  companySettingsBody,
  companySettingsMessages,
  locationBody,
  locationIdParams,
  settingsLocation,
} from '#contract/company-settings.ts';
import type { Clock } from '#server/clock.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { defineRoute } from '#server/http/define-route.ts';
import { jsonError } from '#server/http/errors.ts';
import { errorResponse, jsonResponse } from '#server/http/openapi-responses.ts';
import type { RegisterRoute } from '#server/http/register-route.ts';
import { scopeOf } from '#server/http/tenancy.ts';
import { readCompanySettings, saveCompanySettings } from '#server/services/company-settings/company-settings.ts';
import { addLocation, updateLocation } from '#server/services/company-settings/settings-locations.ts';
import type { SiteCache } from '#server/services/site-cache.ts';
import { normalizeHost } from '#server/services/tenancy.ts';

/*
 * The company's settings in the console (decision 0089), the owner's alone
 * (`company.settings`). Every write drops the company's site cache in every process: the host → company
 * lookup, the site's name and locations are cached there, and a host taken away must stop answering
 * at once.
 */

const tags = ['Staff: company settings'];
const path = '/api/staff/company/settings';
const SettingsSchema = companySettings.meta({ id: 'CompanySettings' });
const LocationSchema = settingsLocation.meta({ id: 'SettingsLocation' });
const locationBodyOf = {
  required: true,
  content: { 'application/json': { schema: locationBody.meta({ id: 'LocationBody' }) } },
};

export const readSettingsRoute = defineRoute({
  audience: 'staff',
  permission: 'company.settings',
  method: 'get',
  path,
  tags,
  summary: "The company's settings",
  description:
    'Its name, IANA time zone, the hosts its site answers on, the site address its mails link to, the address ' +
    'its mails come from (null: the server’s), where requests, orders and signed statements are mailed when a ' +
    'location has no email (`notificationAddress`; null: every active owner), how families pay without a card ' +
    '(`paymentInstructions`, null when not written), its locations (retired ones too, with how many cases each ' +
    'has), and `currentHost`, the host of this request, which cannot be removed.',
  responses: { 200: jsonResponse(SettingsSchema, 'The settings') },
});

export const saveSettingsRoute = defineRoute({
  audience: 'staff',
  permission: 'company.settings',
  method: 'put',
  path,
  tags,
  summary: "Change the company's settings",
  description:
    'The whole settings. `paymentInstructions` is trimmed, and empty is saved as null. A host is a lower-case ' +
    'name without scheme or port; the site address is https (http ' +
    `only for localhost). 409 "${companySettingsMessages.hostTaken('{host}')}" for a host another company ` +
    `answers on, and "${companySettingsMessages.currentHost('{host}')}" for removing the request’s own host; ` +
    'nothing is saved then.',
  maxBodyBytes: 16 * 1024,
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: companySettingsBody.meta({ id: 'CompanySettingsBody' }) } },
    },
  },
  responses: {
    200: jsonResponse(SettingsSchema, 'The settings as they are now'),
    409: errorResponse('A host is refused'),
  },
});

export const addLocationRoute = defineRoute({
  audience: 'staff',
  permission: 'company.settings',
  method: 'post',
  path: `${path}/locations`,
  tags,
  summary: 'Add a location',
  description: 'Last in display order; in service (offered by the site, the wizard and a new case) unless `retired`.',
  maxBodyBytes: 8 * 1024,
  request: { body: locationBodyOf },
  responses: { 201: jsonResponse(LocationSchema, 'The location') },
});

export const updateLocationRoute = defineRoute({
  audience: 'staff',
  permission: 'company.settings',
  method: 'put',
  path: `${path}/locations/{id}`,
  tags,
  summary: 'Change a location, retire it or bring it back',
  description:
    'The whole location. A location is never deleted: `retired: true` keeps its cases, requests and orders ' +
    `and stops offering it. 409 "${companySettingsMessages.lastLocation}" for the last one in service.`,
  maxBodyBytes: 8 * 1024,
  request: { params: locationIdParams, body: locationBodyOf },
  responses: {
    200: jsonResponse(LocationSchema, 'The location as it is now'),
    409: errorResponse('The last location in service'),
  },
});

export interface CompanySettingsDeps {
  clock: Clock;
  siteCache: SiteCache;
}

/** The host this request came on, as the tenancy middleware read it. */
const currentHostOf = (c: Context<AppEnv>) => normalizeHost(c.req.header('x-host') ?? c.req.header('host')) ?? '';

export function registerCompanySettingsRoutes(
  register: RegisterRoute,
  { clock, siteCache }: CompanySettingsDeps,
): void {
  const changed = (c: Context<AppEnv>) => siteCache.invalidateSiteCache(scopeOf(c).companyId);

  register(readSettingsRoute, async (c) => {
    const settings = await readCompanySettings(scopeOf(c), currentHostOf(c));
    return settings ? c.json(settings, 200) : jsonError(c, 404);
  });

  register(saveSettingsRoute, async (c) => {
    const body = c.req.valid('json');
    const outcome = await saveCompanySettings(scopeOf(c), body, currentHostOf(c));
    if (outcome.kind === 'host-taken')
      return jsonError(c, 409, [
        { path: `hosts.${outcome.index}`, message: companySettingsMessages.hostTaken(outcome.host) },
      ]);
    if (outcome.kind === 'current-host')
      return jsonError(c, 409, [{ path: 'hosts', message: companySettingsMessages.currentHost(outcome.host) }]);
    changed(c);
    const settings = await readCompanySettings(scopeOf(c), currentHostOf(c));
    return settings ? c.json(settings, 200) : jsonError(c, 404);
  });

  register(addLocationRoute, async (c) => {
    const location = await addLocation(scopeOf(c), c.req.valid('json'), clock.now());
    changed(c);
    return c.json(location, 201);
  });

  register(updateLocationRoute, async (c) => {
    const outcome = await updateLocation(scopeOf(c), c.req.valid('param').id, c.req.valid('json'), clock.now());
    if (outcome.kind === 'not-found') return jsonError(c, 404);
    if (outcome.kind === 'last-location')
      return jsonError(c, 409, [{ path: 'retired', message: companySettingsMessages.lastLocation }]);
    changed(c);
    return c.json(outcome.location, 200);
  });
}
