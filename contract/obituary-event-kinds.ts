import type { ObituaryEventKind } from './obituaries.ts';

/** What each kind of event is called on the page, in calendar files and in search-engine data. */
export const obituaryEventLabels: Readonly<Record<ObituaryEventKind, string>> = {
  visitation: 'Visitation',
  service: 'Funeral service',
  burial: 'Burial',
  reception: 'Reception',
};
