import type { ObituaryEventKind } from './obituaries.ts';

/** What each kind of event is called on the page, in calendar files and in search-engine data. */
export const obituaryEventLabels: Readonly<Record<ObituaryEventKind, string>> = {
  visitation: 'Visitation',
  service: 'Funeral service',
  memorial: 'Memorial service',
  burial: 'Burial',
  reception: 'Reception',
  other: 'Other event',
};

/** The most characters the name of an 'other' event has. */
export const EVENT_TITLE_MAX = 80;

/**
 * An event's name wherever it is shown: its kind's label, or the name staff gave an event of kind
 * 'other' ("Private family viewing", decision 0125).
 */
export const eventName = (event: { kind: ObituaryEventKind; title?: string | null }): string =>
  event.kind === 'other' && event.title ? event.title : obituaryEventLabels[event.kind];
