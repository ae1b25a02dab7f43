import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import type { ResponsiveImage } from '#contract/responsive-image.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { PicturePicker } from '#src/lib/pictures/PicturePicker.tsx';
import * as pictureStyles from '#src/lib/pictures/picture-picker.css.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { savePricePhoto, type PhotoHolder } from './price-list-calls.ts';
import * as styles from './price-list.css.ts';

/**
 * The photo families see beside an item, option or package on their arrangement pages (decision
 * 0107): a picture of the company's library, saved as soon as it is chosen, or removed.
 */
export function PricePhoto(props: {
  auth: AuthActorRef;
  holder: PhotoHolder;
  id: number;
  name: string;
  photo: ResponsiveImage | null;
  onDone: (words: string) => Promise<void>;
  /** Its heading's level where it stands: under an item's (h2) or an option's (h3) heading. */
  heading: 'h3' | 'h4';
}) {
  const { auth, holder, id, name, photo, onDone, heading: Heading } = props;
  const { api } = useRouteContext({ from: '__root__' });
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState('');
  const save = async (pictureId: number | null) => {
    setBusy(true);
    setRefused('');
    const outcome = await savePricePhoto(api, auth, holder, id, pictureId);
    setBusy(false);
    if (outcome.kind !== 'done') return setRefused(outcome.issues[0]?.message ?? 'The photo was not saved.');
    await onDone(pictureId === null ? `The photo of ${name} is removed.` : `The photo of ${name} is saved.`);
  };
  return (
    <section className={styles.form} aria-label={`Photo of ${name}`}>
      <Heading className={styles.panelTitle}>Photo of {name}</Heading>
      {photo ? (
        <ResponsiveImg image={photo} sizes="8rem" className={pictureStyles.preview} alt={`Now: ${photo.alt || name}`} />
      ) : (
        <p className={styles.meta}>No photo: families see the name and price only.</p>
      )}
      <PicturePicker
        api={api}
        auth={auth}
        purpose={`for ${name}`}
        disabled={busy}
        onChoose={(picture) => void save(picture.id)}
      />
      {photo && (
        <p className={styles.actions}>
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            disabled={busy}
            onClick={() => void save(null)}
          >
            Remove the photo of {name}
          </button>
        </p>
      )}
      {refused && (
        <p role="alert" className={styles.meta}>
          {refused}
        </p>
      )}
    </section>
  );
}
