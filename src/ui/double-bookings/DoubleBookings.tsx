import type { CalendarConflict } from '#contract/staff-calendar.ts';
import * as styles from './double-bookings.css.ts';

/**
 * An event's double bookings (decision 0125), in the calendar and under the event in the obituary
 * editor alike: a warning that stays while the conflict does (saving is never refused), each sentence
 * written by the server from the one rule.
 */
export function DoubleBookings({ conflicts }: { conflicts: readonly CalendarConflict[] }) {
  if (conflicts.length === 0) return null;
  return (
    <div className={styles.warning}>
      <p className={styles.heading}>
        {conflicts.length === 1 ? 'Double booking' : `${conflicts.length} double bookings`}
      </p>
      <ul className={styles.list}>
        {conflicts.map((conflict) => (
          <li key={`${conflict.over}-${conflict.withEventId}`}>{conflict.text}</li>
        ))}
      </ul>
    </div>
  );
}
