import { useId, useState } from 'react';
import type { StaffObituary, StaffPublicationAction } from '#contract/staff-obituaries.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { markupToHtml } from '#src/lib/obituary-text/obituary-markup.ts';
import { ObituaryTextField } from '#src/lib/obituary-text/ObituaryTextField.tsx';
import { useObituaryTextCheck } from '#src/lib/obituary-text/use-obituary-text-check.ts';
import { button } from '#src/ui/button/button.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import { control } from '#src/ui/field/control.css.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { EventsFields } from './EventsFields.tsx';
import { MainPhotoUpload } from './MainPhotoUpload.tsx';
import { bodyOf, formOf, type ObituaryForm } from './obituary-form.ts';
import { PublicationSteps } from './PublicationSteps.tsx';
import * as styles from './obituaries.css.ts';

export interface ObituaryEditorProps {
  auth: AuthActorRef;
  view: StaffObituary;
  busy: boolean;
  /** The API's issues of the last save, by path. */
  errors: Record<string, string>;
  onSave: (body: ReturnType<typeof bodyOf>) => void;
  onStep: (action: StaffPublicationAction) => void;
  onPhotoUploaded: () => void;
}

const wallModeration = [
  { value: 'approve-first', label: 'Memories wait for approval before they show' },
  { value: 'open', label: 'Memories show at once' },
] as const;
const wallPosting = [
  { value: 'anyone', label: 'Anyone may write' },
  { value: 'members', label: 'Only the family’s signed-in members may write' },
] as const;

/**
 * The obituary's form (decision 0066), started from the saved obituary (the page remounts it after
 * every save or step): name and dates, the text in the family's own editor, the main photo among the
 * case's photos, the livestream, the schedule, the memorial wall and the shop; then the steps of its
 * life, which wait while the form has unsaved changes.
 */
export function ObituaryEditor({ auth, view, busy, errors, onSave, onStep, onPhotoUploaded }: ObituaryEditorProps) {
  const [initial] = useState(() => formOf(view));
  const [form, setForm] = useState<ObituaryForm>(initial);
  const ids = { name: useId(), born: useId(), died: useId(), live: useId(), text: useId() };
  const set = (patch: Partial<ObituaryForm>) => setForm((current) => ({ ...current, ...patch }));
  const dirty = JSON.stringify(form) !== JSON.stringify(initial);
  const textCheck = useObituaryTextCheck(markupToHtml(form.markup));

  return (
    <>
      <section aria-labelledby="obituary-steps" className={styles.panel}>
        <h2 id="obituary-steps" className={styles.panelTitle}>
          Publication
        </h2>
        <PublicationSteps view={view} dirty={dirty} busy={busy} onStep={onStep} />
      </section>
      <form
        aria-labelledby="obituary-form"
        className={styles.panel}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // The text goes only when changed (bodyOf), and is checked only then.
          if (form.markup === initial.markup || textCheck.check()) onSave(bodyOf(form, initial.markup));
        }}
      >
        <h2 id="obituary-form" className={styles.panelTitle}>
          Obituary
        </h2>
        <Field id={ids.name} label="Full name" error={errors.fullName}>
          {(attributes) => (
            <input
              {...attributes}
              className={control}
              autoComplete="off"
              value={form.fullName}
              onChange={(event) => set({ fullName: event.target.value })}
            />
          )}
        </Field>
        <div className={styles.twoColumns}>
          <Field id={ids.born} label="Date of birth" optional error={errors.bornOn}>
            {(attributes) => (
              <input
                {...attributes}
                type="date"
                className={control}
                value={form.bornOn}
                onChange={(event) => set({ bornOn: event.target.value })}
              />
            )}
          </Field>
          <Field id={ids.died} label="Date of death" error={errors.diedOn}>
            {(attributes) => (
              <input
                {...attributes}
                type="date"
                className={control}
                value={form.diedOn}
                onChange={(event) => set({ diedOn: event.target.value })}
              />
            )}
          </Field>
        </div>
        <p className={styles.meta}>
          {view.content.draftTextHtml !== null
            ? 'The text below is a change waiting for approval; the approved text stays public until it is approved.'
            : view.content.textHtml
              ? 'The text below is approved. A change waits for approval (the family’s, or a director’s).'
              : 'No text is approved yet. What you write waits for approval (the family’s, or a director’s).'}
        </p>
        <ObituaryTextField
          id={ids.text}
          markup={form.markup}
          onChange={(markup) => set({ markup })}
          error={textCheck.error ?? errors.textHtml}
        />
        <Field
          id={ids.live}
          label="Livestream address"
          optional
          hint="https://… where the service can be watched."
          error={errors.livestreamUrl}
        >
          {(attributes) => (
            <input
              {...attributes}
              type="url"
              inputMode="url"
              className={control}
              value={form.livestreamUrl}
              onChange={(event) => set({ livestreamUrl: event.target.value })}
            />
          )}
        </Field>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Main photo</legend>
          {view.photos.length === 0 ? (
            <p className={styles.meta}>
              The case has no photos yet: the family adds them in the portal, or upload one here.
            </p>
          ) : (
            <ul className={styles.photos}>
              <li className={styles.photoChoice}>
                <label className={styles.choice}>
                  <input
                    type="radio"
                    name="main-photo"
                    value=""
                    checked={form.photoMediaId === ''}
                    onChange={() => set({ photoMediaId: '' })}
                  />
                  No photo
                </label>
              </li>
              {view.photos.map((photo, index) => (
                <li key={photo.id} className={styles.photoChoice}>
                  <ResponsiveImg className={styles.thumb} image={photo.image} sizes="7rem" loading="lazy" />
                  <label className={styles.choice}>
                    <input
                      type="radio"
                      name="main-photo"
                      value={photo.id}
                      checked={form.photoMediaId === String(photo.id)}
                      onChange={() => set({ photoMediaId: String(photo.id) })}
                    />
                    Photo {index + 1}
                  </label>
                </li>
              ))}
            </ul>
          )}
          {errors.photoMediaId && <p className={styles.reason}>{errors.photoMediaId}</p>}
          <MainPhotoUpload auth={auth} obituaryId={view.id} dirty={dirty} onUploaded={onPhotoUploaded} />
        </fieldset>
        <EventsFields view={view} events={form.events} errors={errors} onChange={(events) => set({ events })} />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Memorial wall</legend>
          <div className={styles.stack}>
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={form.wall.shown}
                onChange={(event) => set({ wall: { ...form.wall, shown: event.target.checked } })}
              />
              Show the memorial wall on the public page
            </label>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Approval</legend>
              {wallModeration.map((option) => (
                <label key={option.value} className={styles.choice}>
                  <input
                    type="radio"
                    name="wall-moderation"
                    checked={form.wall.moderation === option.value}
                    onChange={() => set({ wall: { ...form.wall, moderation: option.value } })}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Who may write</legend>
              {wallPosting.map((option) => (
                <label key={option.value} className={styles.choice}>
                  <input
                    type="radio"
                    name="wall-posting"
                    checked={form.wall.posting === option.value}
                    onChange={() => set({ wall: { ...form.wall, posting: option.value } })}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          </div>
        </fieldset>
        <label className={styles.choice}>
          <input type="checkbox" checked={form.shop} onChange={(event) => set({ shop: event.target.checked })} />
          Offer the sympathy shop (flowers and gifts) on the public page
        </label>
        <div className={styles.actions}>
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy || textCheck.tooLong}>
            Save
          </button>
          {dirty && <span>Unsaved changes.</span>}
        </div>
      </form>
    </>
  );
}
