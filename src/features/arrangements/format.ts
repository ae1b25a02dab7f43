/** When a contract was signed, in the family's own clock and words ("November 23, 2026 at 6:00 PM"). */
export const formatSignedAt = (iso: string, timeZone?: string): string =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(new Date(iso));
