import { settingsQuery } from '#src/lib/queries/console/settings.ts';
import { SettingsPage } from '#src/features/console-settings/SettingsPage.tsx';
import { consolePage, type ConsolePageInput } from './console-page.ts';

/** /staff/settings: the company's settings (permission company.settings, the owner's; decision 0089). */
export const page = consolePage(async ({ context }: ConsolePageInput) => {
  await context.queryClient.ensureQueryData(settingsQuery(context.api, context.auth));
  return { auth: context.auth };
}, SettingsPage);
