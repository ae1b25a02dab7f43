import { calendarDateText } from '#contract/date-text.ts';

/** "March 14, 1941 – November 20, 2026", or only the date of death when the birth is not known. */
export const lifeDates = ({ bornOn, diedOn }: { bornOn: string | null; diedOn: string }, locale?: string): string =>
  bornOn
    ? `${calendarDateText(bornOn, locale)} – ${calendarDateText(diedOn, locale)}`
    : calendarDateText(diedOn, locale);
