import ICAL from 'ical.js';

/*
 * A calendar feed as a calendar app reads it (decision 0128), through ical.js, a parser of its own:
 * the server's and the browser's feed tests read what it reads. Times are converted by the feed's
 * own VTIMEZONE (ical.js knows no zones of its own), so a wrong VTIMEZONE shows as a wrong instant.
 */

export interface FeedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  url: string;
  /** The instants, converted through the VTIMEZONE its TZID names (or written in UTC). */
  startsAt: number;
  endsAt: number;
  /** The zone its start was written in: the VTIMEZONE's TZID, or 'UTC'. */
  startZone: string;
}

export interface ReadFeed {
  name: string;
  timeZone: string;
  /** The TZIDs of its VTIMEZONEs. */
  zones: string[];
  events: FeedEvent[];
}

const text = (component: ICAL.Component, name: string): string => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
};

export function readFeed(document: string): ReadFeed {
  const calendar = new ICAL.Component(ICAL.parse(document));
  if (calendar.name !== 'vcalendar') throw new Error(`Not a calendar: ${calendar.name}`);
  const zones = calendar.getAllSubcomponents('vtimezone').map((component) => new ICAL.Timezone(component));
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  try {
    const events = calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location,
        description: event.description,
        url: text(component, 'url'),
        startsAt: event.startDate.toJSDate().getTime(),
        endsAt: event.endDate.toJSDate().getTime(),
        startZone: event.startDate.zone?.tzid ?? 'floating',
      };
    });
    return {
      name: text(calendar, 'x-wr-calname'),
      timeZone: text(calendar, 'x-wr-timezone'),
      zones: zones.map((zone) => zone.tzid),
      events,
    };
  } finally {
    for (const zone of zones) ICAL.TimezoneService.remove(zone.tzid);
  }
}
