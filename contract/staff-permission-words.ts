import { can, staffPermission, type StaffPermission, type StaffRole } from './staff-roles.ts';

/*
 * What each staff permission lets a person do, in the console's words (decision 0062): the console's
 * home tells the signed-in person what their role may do, from the same table the server checks
 * (staff-roles.ts). A permission added there without words here does not compile.
 */

export const permissionWords: Record<StaffPermission, string> = {
  'site.edit': 'Edit the website: its pages, publishing them, and redirects',
  'requests.work': 'Answer the planning requests sent from the website',
  'cases.work': "Open and work the company's cases: details, family members and invitations",
  'cases.assign': "Choose each case's funeral director",
  'payments.refund': "Refund a case's payments, by card or recorded",
  'payments.connect': 'Connect the card payments account that card payments are paid into',
  'obituaries.write': 'Write obituaries and their service events',
  'obituaries.publish': 'Publish obituaries, and take them down',
  'memories.moderate': 'Approve or reject the memories written on every obituary',
  'schedule.read': "See the funeral home's calendar and subscribe to it from their own calendar",
  'orders.work': "See the shop's orders through: accept them and mark them delivered",
  'orders.refund': 'Cancel a shop order and refund its payment',
  'pricelist.edit': 'Change the price list: prices, items, packages, categories and the tax rate',
  'pricelist.publish': 'Publish the price list on the website, or take it back so that visitors call for prices',
  'shop.manage': "Manage the shop's products: names, photos, prices, and what is on sale",
  'staff.manage': 'Manage the staff accounts: invite, change roles, disable, and reset access',
  'company.export': "Download all of the company's data: every record as JSON, with its photos and files",
  'company.settings': "Change the company's settings: its name, time zone, web addresses, mail sender and locations",
  'reports.read': "Read the business's reports: cases and requests by month, and its money unless the owner keeps it",
};

/** The permissions of a role, in the contract's order. */
export const permissionsOf = (role: StaffRole): StaffPermission[] =>
  staffPermission.options.filter((permission) => can(role, permission));
