import { roleRefusedMessage, can, type StaffPermission, type StaffRole } from '#contract/staff-roles.ts';
import type { ConsoleList } from '#src/lib/console/console-pages.ts';

/*
 * The staff console's screens (decision 0062): one line each, in the navigation's order. A line is
 * the screen's link in the navigation and on the home page, for the roles that may use it (contract
 * staff-roles.ts `can`), and the console's guard for every page under its address, so a role that may
 * not use a screen is refused its pages too. The server checks every call again by the same table.
 * Add a screen here once its page exists (its address is checked against the console's pages,
 * lib/console/console-pages.ts).
 */

export interface ConsoleScreen {
  /** The screen's page, /staff/{path} ('' is /staff itself); every console page under it is the screen's. */
  path: ConsoleList;
  label: string;
  /** What the role needs to use it; null: every staff role. */
  permission: StaffPermission | null;
  /** What it is for, on the home page. */
  summary: string;
}

export const consoleScreens: readonly ConsoleScreen[] = [
  { path: '', label: 'Home', permission: null, summary: 'What your role may do, and where to do it.' },
  {
    path: 'calendar',
    label: 'Calendar',
    permission: 'schedule.read',
    summary:
      'Every service of the week, by day: where, who directs it, double bookings; and a feed for your own calendar.',
  },
  {
    path: 'requests',
    label: 'Requests',
    permission: 'requests.work',
    summary: 'What families asked for on the website: call them back, open a case, or close a request.',
  },
  {
    path: 'cases',
    label: 'Cases',
    permission: 'cases.work',
    summary: 'Find a case, make one by hand, and see and work its details, family, tasks, arrangement and proofs.',
  },
  {
    path: 'obituaries',
    label: 'Obituaries',
    permission: 'obituaries.write',
    summary: 'Write obituaries and their service schedules, ask the family to approve, publish and take down.',
  },
  {
    path: 'memories',
    label: 'Memories',
    permission: 'memories.moderate',
    summary: 'What visitors wrote on every obituary: approve or reject the memories that wait.',
  },
  {
    path: 'orders',
    label: 'Orders',
    permission: 'orders.work',
    summary:
      "Flowers and gifts sent from the obituaries' shop: accept them, mark them delivered, or cancel with a refund.",
  },
  {
    path: 'products',
    label: 'Products',
    permission: 'shop.manage',
    summary: "What the obituaries' shop sells: add products, change their prices and photos, take them off sale.",
  },
  {
    path: 'price-list',
    label: 'Price list',
    permission: 'pricelist.edit',
    summary: 'The general price list: prices, items and their options, categories, choices, packages and the tax rate.',
  },
  {
    path: 'pictures',
    label: 'Pictures',
    permission: 'site.edit',
    summary:
      "Your own photos for the website, the shop's products and the price list: upload them, describe them, delete them.",
  },
  {
    path: 'reports',
    label: 'Reports',
    permission: 'reports.read',
    summary:
      'The numbers of the business: cases and requests by month, revenue, payments and refunds, open balances and the shop.',
  },
  {
    path: 'team',
    label: 'Team',
    permission: 'staff.manage',
    summary: 'Invite staff members, change their roles, disable accounts and reset access.',
  },
  {
    path: 'settings',
    label: 'Settings',
    permission: 'company.settings',
    summary: "The funeral home's name, time zone, web addresses, mail sender and locations.",
  },
];

/** The screens `role` may use, in the navigation's order. */
export const screensFor = (role: StaffRole): ConsoleScreen[] =>
  consoleScreens.filter((screen) => screen.permission === null || can(role, screen.permission));

/** Whether `path` is `screen`'s address or under it (any letter case, as the router matches). */
const isUnder = (path: string, screenPath: string) => {
  const lower = path.toLowerCase();
  return lower === screenPath || lower.startsWith(`${screenPath}/`);
};

/** The screen's address, /staff or /staff/{path}. */
export const screenAddress = (screen: ConsoleScreen): string => (screen.path ? `/staff/${screen.path}` : '/staff');

/** The screen a console path belongs to: the one with the longest address it is under. */
export function screenOf(path: string): ConsoleScreen | undefined {
  return consoleScreens
    .filter((screen) => isUnder(path, screenAddress(screen)))
    .reduce<ConsoleScreen | undefined>(
      (best, screen) => (!best || screen.path.length > best.path.length ? screen : best),
      undefined,
    );
}

/** A console page the signed-in role may not use (the server would answer its calls 403). */
export class ConsoleRefusal extends Error {
  readonly status = 403;
  constructor() {
    super(roleRefusedMessage);
    this.name = 'ConsoleRefusal';
  }
}

export const isConsoleRefusal = (error: unknown): error is ConsoleRefusal => error instanceof ConsoleRefusal;

/** The console's guard for a path: throws a ConsoleRefusal when its screen needs what `role` lacks. */
export function guardScreen(role: StaffRole, path: string): void {
  const screen = screenOf(path);
  if (screen?.permission && !can(role, screen.permission)) throw new ConsoleRefusal();
}
