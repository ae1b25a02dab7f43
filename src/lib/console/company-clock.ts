import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CompanyClock } from '#contract/company-clock.ts';
import { consoleTimeText } from '#contract/time-text.ts';
import { companyClockKey } from '#src/lib/queries/console/company-clock.ts';
import { browserTimeZone } from '#src/lib/time-zone.ts';

/*
 * The funeral home's time zone in the console (decision 0115): the console's frame loads it before its
 * first page (features/console-shell/open-console.ts, lib/queries/console/company-clock.ts), and every
 * time a page shows is written in it.
 */

/** Settings saved a zone: every page writes its times in it from now on, without asking again. */
export const keepCompanyTimeZone = (queryClient: QueryClient, timeZone: string) =>
  queryClient.setQueryData<CompanyClock>(companyClockKey, { timeZone });

/** The company's zone as the frame loaded it; the device's own where it was not (a screen tested alone). */
export function useCompanyTimeZone(): string {
  const { data } = useQuery<CompanyClock>({ queryKey: companyClockKey, queryFn: skipToken, staleTime: Infinity });
  return data?.timeZone ?? browserTimeZone();
}

/** Writes a recorded time as the console shows it ("Dec 5, 2026, 10:05 AM"), in the company's zone. */
export function useConsoleTime(): (at: string) => string {
  const timeZone = useCompanyTimeZone();
  return useCallback((at: string) => consoleTimeText(at, timeZone), [timeZone]);
}
