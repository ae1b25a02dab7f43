import type { QueryClient } from '@tanstack/react-query';
import type { StaffRole } from '#contract/staff-roles.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { companyClockQuery } from '#src/lib/queries/console/company-clock.ts';
import { guardScreen } from './console-screens.ts';

/**
 * What the console's frame does before its first page, loaded as one chunk with the console (the
 * route's one dynamic import: each costs the public entry its preload list): the page must be a screen
 * the role may use (console-screens.ts), and the company's clock is loaded, so every time a page shows
 * is in the company's zone (decision 0115); without it (the call failed), the device's, rather than no
 * console.
 */
export async function openConsole(
  { staffRole, pathname }: { staffRole: StaffRole; pathname: string },
  { queryClient, api }: { queryClient: QueryClient; api: ApiClient },
): Promise<void> {
  guardScreen(staffRole, pathname);
  await queryClient.ensureQueryData(companyClockQuery(api)).catch(() => undefined);
}
