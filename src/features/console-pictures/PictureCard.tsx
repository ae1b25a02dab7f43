import { useState } from 'react';
import { useForm, useStore } from '@tanstack/react-form';
import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { PICTURE_ALT_MAX, type StaffPicture } from '#contract/staff-pictures.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { BoundField } from '#src/ui/bound-field/BoundField.tsx';
import { deletePicture, editPictureAlt } from './picture-calls.ts';
import { picturesKey } from '#src/lib/queries/console/pictures.ts';
import * as styles from './pictures.css.ts';

/** One picture of the library: its alt text to change, and Delete (refused while something uses it). */
export function PictureCard({
  auth,
  picture,
  position,
}: {
  auth: AuthActorRef;
  picture: StaffPicture;
  position: number;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  // The server's words about the alt text, until the next attempt.
  const [altRefused, setAltRefused] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const name = `Picture ${position}`;
  const altId = `picture-alt-${picture.id}`;

  const form = useForm({
    defaultValues: { alt: picture.alt },
    onSubmit: async ({ value }) => {
      setAltRefused('');
      setSaid('');
      const outcome = await editPictureAlt(api, auth, picture.id, value.alt);
      if (outcome.kind === 'refused') return setAltRefused(outcome.issues.map((issue) => issue.message).join(' '));
      setSaid('Alt text saved.');
      await queryClient.invalidateQueries({ queryKey: picturesKey });
    },
  });
  // Saving and deleting wait for each other: one request of the card at a time.
  const saving = useStore(form.store, (state) => state.isSubmitting);
  const remove = async () => {
    setBusy(true);
    setSaid('');
    const outcome = await deletePicture(api, auth, picture.id);
    setBusy(false);
    if (outcome.kind === 'refused') return setSaid(outcome.issues.map((issue) => issue.message).join(' '));
    await queryClient.invalidateQueries({ queryKey: picturesKey });
  };

  return (
    <article className={styles.card} aria-labelledby={`${altId}-title`}>
      <h3 id={`${altId}-title`} className={styles.cardTitle}>
        {name}
      </h3>
      <ResponsiveImg
        image={picture.image}
        alt={picture.alt}
        sizes={styles.gridImageSizes}
        className={styles.thumb}
        loading="lazy"
      />
      <p className={styles.meta}>
        {picture.width} × {picture.height} px
      </p>
      <form
        className={styles.form}
        aria-label={`Alt text of ${name.toLowerCase()}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void form.handleSubmit();
        }}
      >
        <form.Field name="alt">
          {(field) => (
            <BoundField
              field={field}
              id={altId}
              label={`Alt text of ${name.toLowerCase()}`}
              error={altRefused || undefined}
              maxLength={PICTURE_ALT_MAX}
            />
          )}
        </form.Field>
        <div className={styles.actions}>
          <button
            type="submit"
            className={button({ tone: 'secondary' })}
            disabled={busy || saving}
            aria-label={`Save alt text of ${name.toLowerCase()}`}
          >
            Save alt text
          </button>
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            disabled={busy || saving}
            aria-label={`Delete ${name.toLowerCase()}`}
            onClick={() => void remove()}
          >
            Delete
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {said}
      </p>
    </article>
  );
}
