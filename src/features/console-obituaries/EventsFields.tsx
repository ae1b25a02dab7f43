import { EVENT_TITLE_MAX, eventName, obituaryEventLabels } from '#contract/obituary-event-kinds.ts';
import { useCompanyTimeZone } from '#src/lib/console/company-clock.ts';
import { obituaryEventKind } from '#contract/obituaries.ts';
import { OBITUARY_EVENTS_MAX, type StaffObituary } from '#contract/staff-obituaries.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import { newEvent, timeZones, type EventForm, type EventPlaceForm } from './obituary-form.ts';
import { DoubleBookings } from '#src/ui/double-bookings/DoubleBookings.tsx';
import * as styles from './obituaries.css.ts';

export interface EventsFieldsProps {
  view: StaffObituary;
  events: EventForm[];
  onChange: (events: EventForm[]) => void;
  /** The API's issues by path ("events.0.startsAt"). */
  errors: Record<string, string>;
}

const placeFields: { name: keyof EventPlaceForm; label: string; autoComplete: string }[] = [
  { name: 'name', label: 'Place', autoComplete: 'off' },
  { name: 'line1', label: 'Street address', autoComplete: 'off' },
  { name: 'city', label: 'City', autoComplete: 'off' },
  { name: 'region', label: 'State or region', autoComplete: 'off' },
  { name: 'postalCode', label: 'Postal code', autoComplete: 'off' },
  { name: 'country', label: 'Country (2 letters)', autoComplete: 'off' },
];

/**
 * The service schedule in the editor (decision 0063): each event's kind, its place (one of the
 * company's chapels or another place written out), its start and end on the wall clock of its own
 * time zone, and the time flowers must be ordered by. Events are added and removed here and saved
 * with the form; each is a fieldset named by its number and kind, so a screen reader knows which one
 * a field belongs to.
 */
export function EventsFields({ view, events, onChange, errors }: EventsFieldsProps) {
  // A new event is at the funeral home's hour by default (decision 0115), whatever the device's zone.
  const companyTimeZone = useCompanyTimeZone();
  const zones = timeZones(events.map((event) => event.timeZone));
  const change = (index: number, patch: Partial<EventForm>) =>
    onChange(events.map((event, at) => (at === index ? { ...event, ...patch } : event)));

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Service schedule</legend>
      <div className={styles.stack}>
        {events.length === 0 && <p className={styles.meta}>No events yet.</p>}
        {events.map((event, index) => {
          const id = `event-${event.key}`;
          const error = (field: string) => errors[`events.${index}.${field}`];
          const name = `Event ${index + 1}: ${eventName(event)}`;
          const saved = view.content.events.find((candidate) => candidate.id === event.id);
          const chapels = view.chapelsAndHearses.filter(
            (resource) => resource.kind === 'chapel' && String(resource.locationId) === event.locationId,
          );
          const hearses = view.chapelsAndHearses.filter((resource) => resource.kind === 'hearse');
          return (
            <fieldset key={event.key} className={styles.fieldset}>
              <legend className={styles.legend}>{name}</legend>
              <div className={styles.stack}>
                <div className={styles.twoColumns}>
                  <Field id={`${id}-kind`} label="Kind" error={error('kind')}>
                    {(attributes) => (
                      <select
                        {...attributes}
                        className={control}
                        value={event.kind}
                        onChange={(change_) => change(index, { kind: obituaryEventKind.parse(change_.target.value) })}
                      >
                        {obituaryEventKind.options.map((kind) => (
                          <option key={kind} value={kind}>
                            {obituaryEventLabels[kind]}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  {event.kind === 'other' && (
                    <Field id={`${id}-title`} label="What it is called" error={error('title')}>
                      {(attributes) => (
                        <input
                          {...attributes}
                          className={control}
                          maxLength={EVENT_TITLE_MAX}
                          value={event.title}
                          onChange={(change_) => change(index, { title: change_.target.value })}
                        />
                      )}
                    </Field>
                  )}
                  <Field id={`${id}-zone`} label="Time zone" error={error('timeZone')}>
                    {(attributes) => (
                      <select
                        {...attributes}
                        className={control}
                        value={event.timeZone}
                        onChange={(change_) => change(index, { timeZone: change_.target.value })}
                      >
                        {zones.map((zone) => (
                          <option key={zone} value={zone}>
                            {zone.replace(/_/g, ' ')}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                  <Field
                    id={`${id}-start`}
                    label="Starts"
                    hint="On the clock where it happens."
                    error={error('startsAt')}
                  >
                    {(attributes) => (
                      <input
                        {...attributes}
                        type="datetime-local"
                        className={control}
                        value={event.startsAt}
                        onChange={(change_) => change(index, { startsAt: change_.target.value })}
                      />
                    )}
                  </Field>
                  <Field id={`${id}-end`} label="Ends" optional error={error('endsAt')}>
                    {(attributes) => (
                      <input
                        {...attributes}
                        type="datetime-local"
                        className={control}
                        value={event.endsAt}
                        onChange={(change_) => change(index, { endsAt: change_.target.value })}
                      />
                    )}
                  </Field>
                  <Field
                    id={`${id}-flowers`}
                    label="Flowers ordered by"
                    optional
                    hint="Empty: no flower deliveries to this event."
                    error={error('flowersUntil')}
                  >
                    {(attributes) => (
                      <input
                        {...attributes}
                        type="datetime-local"
                        className={control}
                        value={event.flowersUntil}
                        onChange={(change_) => change(index, { flowersUntil: change_.target.value })}
                      />
                    )}
                  </Field>
                  <Field id={`${id}-at`} label="Where" error={error('locationId')}>
                    {(attributes) => (
                      <select
                        {...attributes}
                        className={control}
                        value={event.at === 'chapel' ? event.locationId : ''}
                        onChange={(change_) =>
                          change(
                            index,
                            change_.target.value === ''
                              ? { at: 'place', locationId: '' }
                              : { at: 'chapel', locationId: change_.target.value, chapelId: '' },
                          )
                        }
                      >
                        {view.locations.map((location) => (
                          <option key={location.id} value={location.id}>
                            {location.name}, {location.city}
                          </option>
                        ))}
                        <option value="">Another place</option>
                      </select>
                    )}
                  </Field>
                  {event.at === 'chapel' && chapels.length > 0 && (
                    <Field id={`${id}-chapel`} label="Chapel" optional error={error('chapelId')}>
                      {(attributes) => (
                        <select
                          {...attributes}
                          className={control}
                          value={event.chapelId}
                          onChange={(change_) => change(index, { chapelId: change_.target.value })}
                        >
                          <option value="">No chapel booked</option>
                          {chapels.map((chapel) => (
                            <option key={chapel.id} value={chapel.id}>
                              {chapel.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  )}
                  {hearses.length > 0 && (
                    <Field id={`${id}-hearse`} label="Hearse" optional error={error('hearseId')}>
                      {(attributes) => (
                        <select
                          {...attributes}
                          className={control}
                          value={event.hearseId}
                          onChange={(change_) => change(index, { hearseId: change_.target.value })}
                        >
                          <option value="">No hearse booked</option>
                          {hearses.map((hearse) => (
                            <option key={hearse.id} value={hearse.id}>
                              {hearse.name}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  )}
                </div>
                {saved && saved.conflicts.length > 0 && <DoubleBookings conflicts={saved.conflicts} />}
                {event.at === 'place' && (
                  <div className={styles.twoColumns}>
                    {placeFields.map((field) => (
                      <Field
                        key={field.name}
                        id={`${id}-place-${field.name}`}
                        label={field.label}
                        error={error(`place.${field.name}`) ?? (field.name === 'name' ? error('place') : undefined)}
                      >
                        {(attributes) => (
                          <input
                            {...attributes}
                            className={control}
                            autoComplete={field.autoComplete}
                            value={event.place[field.name]}
                            onChange={(change_) =>
                              change(index, { place: { ...event.place, [field.name]: change_.target.value } })
                            }
                          />
                        )}
                      </Field>
                    ))}
                  </div>
                )}
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={event.private}
                    onChange={(change_) => change(index, { private: change_.target.checked })}
                  />
                  Private: on the funeral home’s calendar only, not on the public page or in the shop
                </label>
                <div>
                  <button
                    type="button"
                    className={button({ tone: 'secondary' })}
                    onClick={() => onChange(events.filter((_, at) => at !== index))}
                  >
                    Remove event {index + 1}
                  </button>
                </div>
              </div>
            </fieldset>
          );
        })}
        {events.length < OBITUARY_EVENTS_MAX && (
          <div>
            <button
              type="button"
              className={button({ tone: 'secondary' })}
              onClick={() => onChange([...events, newEvent(view, companyTimeZone)])}
            >
              Add an event
            </button>
          </div>
        )}
      </div>
    </fieldset>
  );
}
