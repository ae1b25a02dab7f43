import { queryOptions, skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { companyClock, type CompanyClock } from '#contract/company-clock.ts';
import { consoleTimeText } from '#contract/date-text.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { browserTimeZone } from '#src/lib/time-zone.ts';

/*
 * The funeral home's time zone in the console (decision 0115): the console's frame loads it before its
 * first page (`_console/route.tsx`), and every time a page shows is written in it.
 */

const companyClockKey = ['company-clock'] as const;

/** Kept for the tab's life: Settings puts a new zone here when it saves one. */
export const companyClockQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: companyClockKey,
    queryFn: ({ signal }) => api.get('/api/web/company-clock', { schema: companyClock, signal }),
    staleTime: Infinity,
  });

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
