import { z } from 'zod';

/*
 * What each staff account of a funeral home may do (decision 0061). The server checks a
 * route's permission on every call (register-route.ts); the console shows only what the role can
 * use, from the same table. Family accounts have no staff role.
 */

export const staffRole = z.enum(['owner', 'director', 'staff']);
export type StaffRole = z.infer<typeof staffRole>;

export const staffPermission = z.enum([
  /** The website builder: drafts, publishing the site, redirects. */
  'site.edit',
  /** The requests inbox: read, mark contacted, close. */
  'requests.work',
  /** Open a case (from a request or by hand) and work it: details, family members, invitations. */
  'cases.work',
  /** Choose a case's funeral director, or clear it (decision 0105). */
  'cases.assign',
  /** Refund a payment of a case (a card's through the payment provider): money going out. */
  'payments.refund',
  /** Connect the company's card-processor account (Stripe Connect onboarding): where card money goes. */
  'payments.connect',
  /** Write obituaries and their service events. */
  'obituaries.write',
  /** Make an obituary public, or take it down. */
  'obituaries.publish',
  /** Approve or reject memories on every obituary of the company. */
  'memories.moderate',
  /** The funeral home's calendar and a private calendar feed of one's own (decision 0125). */
  'schedule.read',
  /** The shop's orders: read them, accept them, mark them delivered. */
  'orders.work',
  /** Cancel a shop order and give its money back. */
  'orders.refund',
  /** The general price list: items, variants, choices, packages, categories and the tax rate (decision 0079). */
  'pricelist.edit',
  /** Make the general price list public on the site, or take it back to "call us for prices" (decision 0106). */
  'pricelist.publish',
  /** The shop's products: add them, change their prices and photos, take them off sale (decision 0082). */
  'shop.manage',
  /** Invite, disable and reset staff accounts. */
  'staff.manage',
  /** Download all of the company's data, every record and file (decision 0086). */
  'company.export',
  /** The company's settings: its name, time zone, hosts, site address, mail sender and locations (decision 0089). */
  'company.settings',
  /**
   * The business's reports (decision 0126): cases and requests by month; a director reads the money
   * reports too unless the owner turned "Directors see money in reports" off (checked per call).
   */
  'reports.read',
]);
export type StaffPermission = z.infer<typeof staffPermission>;

const everyPermission = staffPermission.options;

/**
 * The owner runs the business and its accounts; a director works every case of the company; office
 * staff answer the requests, keep the website, write obituaries, moderate memories and see the shop's
 * orders through, while cases and what goes public in the family's name stay with a director. A
 * director records what a family pays and cancels a shop order with its refund (decision 0076); giving
 * back a case's payment, often thousands, is the owner's (decision 0077), and so is connecting the account
 * the card money goes to (decision 0081). What the funeral home charges is set by the owner and the
 * directors, who quote it to families (decision 0079), and so is what the shop sells and for how much
 * (decision 0082); putting the price list on the public site is the owner's (decision 0106). Choosing a case's funeral director is the owner's and the directors' (decision 0105). Taking all of the company's data out, every family's included, is the owner's (decision 0086), and so
 * are the company's settings: where its site answers, where its mail comes from, its locations (decision 0089).
 */
const grants: Record<StaffRole, readonly StaffPermission[]> = {
  owner: everyPermission,
  director: everyPermission.filter(
    (permission) =>
      permission !== 'staff.manage' &&
      permission !== 'payments.refund' &&
      permission !== 'payments.connect' &&
      permission !== 'pricelist.publish' &&
      permission !== 'company.export' &&
      permission !== 'company.settings',
  ),
  // Office staff read no reports: what the business earns and who owes it is the owner's and the directors'.
  staff: ['site.edit', 'requests.work', 'obituaries.write', 'memories.moderate', 'schedule.read', 'orders.work'],
};

export const can = (role: StaffRole, permission: StaffPermission): boolean => grants[role].includes(permission);

export const staffRoleNames: Record<StaffRole, string> = {
  owner: 'Owner',
  director: 'Funeral director',
  staff: 'Office staff',
};

/** The 403 of a staff call the signed-in role may not make. */
export const roleRefusedMessage = 'Your role does not allow this.';
