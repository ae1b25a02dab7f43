import { chapelsAndHearsesQuery } from '#src/lib/queries/console/calendar.ts';
import { settingsQuery } from '#src/lib/queries/console/settings.ts';
import { SettingsPage } from '#src/features/console-settings/SettingsPage.tsx';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/settings: the company's settings and its chapels and hearses (permission company.settings, the owner's; decisions 0089, 0125). */
export const page = consolePage(async ({ context }: ConsolePageInput) => {
  await Promise.all([
    context.queryClient.ensureQueryData(settingsQuery(context.api, context.auth)),
    context.queryClient.ensureQueryData(chapelsAndHearsesQuery(context.api, context.auth)),
  ]);
  return { auth: context.auth };
}, SettingsPage);
