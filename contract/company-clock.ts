import { z } from 'zod';

/**
 * The funeral home's clock: the IANA zone it keeps its days and hours in (companies.time_zone,
 * decision 0089). The console writes every recorded time in it (contract/date-text.ts), so the whole
 * team reads the funeral home's hour whatever zone their own device is set to.
 */
export const companyClock = z.object({ timeZone: z.string() });
export type CompanyClock = z.infer<typeof companyClock>;
