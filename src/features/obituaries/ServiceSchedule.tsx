import type { Obituary } from '#contract/obituaries.ts';
import { useVisitorClock } from '#src/lib/visitor-clock.ts';
import { eventTime } from '#contract/time-text.ts';
import { calendarFileUrl, isWebLink, mapSearchUrl } from './share-links.ts';
import * as styles from './obituaries.css.ts';

/**
 * The service schedule: each event's day and time in its own zone (named when the visitor's
 * differs), where it is with a map link, and its calendar file. Nothing when there is nothing.
 */
export function ServiceSchedule({ obituary }: { obituary: Obituary }) {
  const clock = useVisitorClock();
  const livestream = obituary.livestreamUrl && isWebLink(obituary.livestreamUrl) ? obituary.livestreamUrl : null;
  if (obituary.events.length === 0 && !livestream) return null;
  return (
    <section aria-labelledby="service-schedule" className={styles.schedule}>
      <h2 id="service-schedule">Service schedule</h2>
      <ul className={styles.events}>
        {obituary.events.map((event) => {
          const kind = event.name;
          const when = eventTime(event, clock.timeZone, clock.locale);
          const { address } = event;
          return (
            <li key={event.id} className={styles.event}>
              <h3 className={styles.eventKind}>{kind}</h3>
              <p className={styles.eventWhen}>
                <time dateTime={event.startsAt}>{when.date}</time>
                <br />
                <span>{when.time}</span>
              </p>
              <address className={styles.eventPlace}>
                {event.placeName}
                <br />
                {address.line1}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
              <p className={`${styles.eventLinks} ${styles.noPrint}`}>
                {/* Every event has these two links: the names say which event's they are. */}
                <a href={mapSearchUrl(event)} aria-label={`Map and directions: ${event.placeName}`}>
                  Map and directions
                </a>
                <a href={calendarFileUrl(obituary.id, event.id)} download aria-label={`Add to calendar: ${kind}`}>
                  Add to calendar
                </a>
              </p>
            </li>
          );
        })}
      </ul>
      {livestream && (
        <p className={styles.livestream}>
          <a href={livestream}>Watch the livestream</a>
        </p>
      )}
    </section>
  );
}
