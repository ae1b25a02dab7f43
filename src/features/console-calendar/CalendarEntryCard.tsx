import { Link } from '@tanstack/react-router';
import { entryName, type CalendarEntry } from '#contract/staff-calendar.ts';
import { eventTime } from '#contract/time-text.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { DoubleBookings } from '#src/ui/double-bookings/DoubleBookings.tsx';
import * as styles from './calendar.css.ts';

/**
 * One event on the calendar: when (on the company's clock; an event held in another zone keeps its own
 * time with the zone named), what and for whom (linked to the case; "(private)" when it is kept off the
 * public page), where, who directs it, the hearse, and its double bookings.
 */
export function CalendarEntryCard({ entry, timeZone }: { entry: CalendarEntry; timeZone: string }) {
  const when = eventTime(entry, timeZone);
  const who = entry.case.decedentName || `Case ${entry.case.reference}`;
  const where = [entry.place.name, entry.chapel?.name].filter(Boolean).join(', ');
  return (
    <li className={styles.entry}>
      <p className={styles.time}>{when.time}</p>
      <div className={styles.body}>
        <h3 className={styles.title}>
          {entryName(entry)}: <Link {...consolePage(`cases/${entry.case.id}`)}>{who}</Link>
        </h3>
        <p className={styles.meta}>
          {where}
          {entry.place.address && ` · ${entry.place.address}`}
        </p>
        <p className={styles.meta}>
          Director: {entry.director?.name ?? 'not assigned yet'}
          {entry.hearse && ` · Hearse: ${entry.hearse.name}`}
        </p>
        <DoubleBookings conflicts={entry.conflicts} />
      </div>
    </li>
  );
}
