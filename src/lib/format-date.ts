/** Dates show in the visitor's own time zone and language. */
export const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));
