import { z } from 'zod';
import { rowIdParam } from './ids.ts';
import { isTimeZone } from './staff-obituaries.ts';
import { emailText, multilineText, text } from './text.ts';
import { address } from './website.ts';

/*
 * A funeral home's settings, the owner's in the console (decision 0089) and
 * `npm run company -- update`'s: its name and time zone, the hosts its site answers on, the site
 * address its mails link to, the address its mails come from, where requests and orders are mailed
 * when a location has no email (decision 0100), how families pay without a card, whether the
 * obituaries' shop is open (decision 0106), and its locations.
 * A location is never deleted: its cases, requests and orders keep it; retired, nothing new may
 * choose it.
 */

export const COMPANY_NAME_MAX = 200;
/** A company answers on a few hosts (the name, www., a staging one). */
export const COMPANY_HOSTS_MAX = 20;
export const LOCATIONS_MAX = 100;
/** The owner's words on paying without a card: a few lines (payee, bank details, where to bring a check). */
export const PAYMENT_INSTRUCTIONS_MAX = 1000;

const hostPattern = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/** A host name as company_hosts keeps it: lower case, no port, no scheme ("harbor.example"). */
export const isHostName = (value: string): boolean => hostPattern.test(value);

const isLocalHost = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]';

/**
 * The public address mails link to: https, or http on this machine (localhost, *.localhost) where
 * a certificate is not to be had. No query or fragment: paths are appended to it.
 */
export function isSiteAddress(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.search || url.hash || url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
}

/** "https://harbor.example/" → "https://harbor.example": every link is the address plus a path. */
export const siteAddressOf = (value: string): string => value.trim().replace(/\/+$/, '');

export const companySettingsMessages = {
  host: 'Enter a host name such as harbor.example, without https:// or a port',
  siteUrl: 'Enter an https address such as https://harbor.example (http only for localhost)',
  timeZone: 'Choose a time zone such as America/New_York',
  hostsDuplicate: 'This host is listed twice',
  hostTaken: (host: string) => `${host} is already used by another funeral home`,
  currentHost: (host: string) => `${host} is the address you are using now, so it cannot be removed`,
  lastLocation: 'Keep at least one location that is not retired',
} as const;

export const hostName = () =>
  text().trim().toLowerCase().min(1).max(253).refine(isHostName, { message: companySettingsMessages.host });

export const siteAddress = () =>
  text().trim().min(1).max(300).refine(isSiteAddress, { message: companySettingsMessages.siteUrl });

export const companyTimeZone = () =>
  text().trim().min(1).max(64).refine(isTimeZone, { message: companySettingsMessages.timeZone });

/** PUT /api/staff/company/settings: the company's own settings, whole. */
export const companySettingsBody = z.object({
  name: text().trim().min(1).max(COMPANY_NAME_MAX),
  timeZone: companyTimeZone(),
  hosts: z
    .array(hostName())
    .min(1)
    .max(COMPANY_HOSTS_MAX)
    .superRefine((hosts, context) => {
      hosts.forEach((host, index) => {
        if (hosts.indexOf(host) !== index)
          context.addIssue({ code: 'custom', path: [index], message: companySettingsMessages.hostsDuplicate });
      });
    }),
  siteUrl: siteAddress(),
  /** Null: its mails come from the server's MAIL_FROM address (the name is always the company's). */
  senderAddress: emailText().max(254).nullable(),
  /**
   * Where a request, an order or a signed statement is mailed when its location has no email of its
   * own (decision 0100). Null: to every active owner.
   */
  notificationAddress: emailText().max(254).nullable(),
  /**
   * How a family pays when card payments are off (checks payable to …, a bank transfer to …), shown on
   * the family's payment page; several lines. Trimmed; empty is stored as null (not written yet).
   */
  paymentInstructions: multilineText().trim().max(PAYMENT_INSTRUCTIONS_MAX).nullable(),
  /**
   * The obituaries' sympathy shop, for the whole company (decision 0106): off, no obituary shows its Shop
   * tab, whatever its own switch says; on, it sells the products on sale while card payments are on.
   */
  shopEnabled: z.boolean(),
  /**
   * Whether the directors read the money reports (decision 0126): revenue, payments and refunds, open
   * balances, the shop's takings. Off, a director's Reports page shows the counts only. Left out: as it is.
   */
  directorsSeeMoney: z.boolean().optional(),
});
export type CompanySettingsBody = z.infer<typeof companySettingsBody>;

/** POST …/locations and PUT …/locations/{id}: a location, whole. */
export const locationBody = z.object({
  name: text().trim().min(1).max(200),
  address: z.object({
    line1: text().trim().min(1).max(200),
    line2: text().trim().max(200).optional(),
    city: text().trim().min(1).max(100),
    region: text().trim().min(1).max(100),
    postalCode: text().trim().min(1).max(20),
    country: text()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/),
  }),
  phoneNumber: text().trim().min(1).max(40),
  email: emailText().max(254).nullable(),
  /** Retired: its cases, requests and orders keep it; the site, the wizard and a new case no longer offer it. */
  retired: z.boolean(),
});
export type LocationBody = z.infer<typeof locationBody>;

export const settingsLocation = locationBody.extend({
  id: z.number().int(),
  address,
  /** How many cases name it (a location is never deleted; one with cases is retired). */
  caseCount: z.number().int().min(0),
});
export type SettingsLocation = z.infer<typeof settingsLocation>;

/** GET /api/staff/company/settings. */
export const companySettings = companySettingsBody.extend({
  directorsSeeMoney: z.boolean(),
  /** The host this request came on: the one the owner cannot remove. */
  currentHost: z.string(),
  locations: z.array(settingsLocation),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const locationIdParams = z.object({ id: rowIdParam() });
