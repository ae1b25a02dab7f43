import { Fragment, useRef, useState } from 'react';
import type { SettingsLocation } from '#contract/company-settings.ts';
import type { ServiceResource } from '#contract/staff-calendar.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { ChapelOrHearseForm } from './ChapelOrHearseForm.tsx';
import { ChapelOrHearseItem } from './ChapelOrHearseItem.tsx';
import * as styles from './settings.css.ts';

/**
 * The chapels by location (a retired location only while it has some), then the hearses (decision
 * 0125). Never deleted: retired, one stays on the events that booked it and is offered to no new one.
 */
export function ChapelsAndHearses(props: {
  auth: AuthActorRef;
  locations: readonly SettingsLocation[];
  resources: readonly ServiceResource[];
}) {
  const { locations, resources } = props;
  const chapels = (location: SettingsLocation) =>
    resources.filter((resource) => resource.kind === 'chapel' && resource.locationId === location.id);
  const hearses = resources.filter((resource) => resource.kind === 'hearse');
  const items = (list: readonly ServiceResource[], label: string, none: string) =>
    list.length === 0 ? (
      <p className={styles.meta}>{none}</p>
    ) : (
      <ul className={styles.list} aria-label={label}>
        {list.map((resource) => (
          <ChapelOrHearseItem key={resource.id} auth={props.auth} resource={resource} locations={locations} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="chapels-and-hearses" className={styles.section}>
      <h2 id="chapels-and-hearses">Chapels and hearses</h2>
      <p className={styles.meta}>
        Service events book a chapel of their location and a hearse; the calendar warns when two events book the same
        one at the same time.
      </p>
      <h3>Chapels</h3>
      {locations
        .filter((location) => !location.retired || chapels(location).length > 0)
        .map((location) => (
          <Fragment key={location.id}>
            <h4 className={styles.cardTitle}>
              {location.name}
              {location.retired ? ' (retired)' : ''}
            </h4>
            {items(chapels(location), `Chapels of ${location.name}`, 'No chapels yet.')}
          </Fragment>
        ))}
      <Add {...props} kind="chapel" />
      <h3>Hearses</h3>
      {items(hearses, 'Hearses', 'No hearses yet.')}
      <Add {...props} kind="hearse" />
    </section>
  );
}

/** "Add a chapel" or "Add a hearse": folded; after an add it folds again, the keyboard on its summary. */
function Add({
  auth,
  locations,
  kind,
}: {
  auth: AuthActorRef;
  locations: readonly SettingsLocation[];
  kind: ServiceResource['kind'];
}) {
  const [open, setOpen] = useState(false);
  const summary = useRef<HTMLElement>(null);
  return (
    <details className={styles.card} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary ref={summary}>Add a {kind}</summary>
      {open && (
        <ChapelOrHearseForm
          auth={auth}
          kind={kind}
          locations={locations}
          onDone={() => {
            setOpen(false);
            summary.current?.focus();
          }}
        />
      )}
    </details>
  );
}
