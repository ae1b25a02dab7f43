import { useId, useRef, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { PICTURE_ALT_MAX, type StaffPicture } from '#contract/staff-pictures.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { control } from '#src/ui/field/control.css.ts';
import { Field } from '#src/ui/field/Field.tsx';
import {
  deletePicture,
  editPictureAlt,
  PICTURES_PAGE_SIZE,
  picturesKey,
  picturesQuery,
  uploadPicture,
} from './picture-calls.ts';
import * as styles from './pictures.css.ts';

export interface PicturesPageProps {
  auth: AuthActorRef;
  /** The page of the library, 1 and up (`?page=`). */
  page: number;
}

/**
 * /staff/pictures (decision 0107): the company's picture library. Pictures go up once, each
 * with its alt text, through the family's photo upload (re-encoded, metadata removed), for the site,
 * the shop's products and the price list; each one's alt text can be changed, and one nothing uses can
 * be deleted (the server says where a used one is, 409).
 */
export function PicturesPage({ auth, page }: PicturesPageProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(picturesQuery(api, auth, page));
  const pages = Math.max(1, Math.ceil(data.total / PICTURES_PAGE_SIZE));
  const first = (page - 1) * PICTURES_PAGE_SIZE;
  return (
    <div className={styles.page}>
      <PageHead title="Pictures" />
      <h1>Pictures</h1>
      <p className={styles.meta}>
        Your own photos for the website, the shop&apos;s products and the price list. Each is public once uploaded.{' '}
        {data.total === 1 ? '1 picture' : `${data.total} pictures`} in the library.
      </p>
      <AddPictures />
      <section aria-labelledby="library-heading" className={styles.form}>
        <h2 id="library-heading">The library</h2>
        {data.items.length === 0 ? (
          <p className={styles.meta}>No pictures yet.</p>
        ) : (
          <ul className={styles.grid} aria-label="Pictures">
            {data.items.map((picture, index) => (
              <li key={picture.id}>
                <PictureCard auth={auth} picture={picture} position={first + index + 1} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {pages > 1 && (
        <nav aria-label="Pages of pictures" className={styles.paging}>
          {page > 1 && (
            <Link
              {...consolePage('pictures')}
              search={page > 2 ? { page: page - 1 } : {}}
              className={button({ tone: 'secondary' })}
            >
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages && (
            <Link {...consolePage('pictures')} search={{ page: page + 1 }} className={button({ tone: 'secondary' })}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}

/** The upload: one alt text for every file chosen, each file sent in turn; the server's refusals beside the files. */
function AddPictures() {
  const { files } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [chosen, setChosen] = useState<File[]>([]);
  const [percent, setPercent] = useState<number | null>(null);
  const [refused, setRefused] = useState('');
  const [said, setSaid] = useState('');

  const upload = async () => {
    setRefused('');
    setSaid('');
    const failures: string[] = [];
    let uploaded = 0;
    for (const file of chosen) {
      setPercent(0);
      try {
        await uploadPicture(files, file, alt, setPercent);
        uploaded += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : 'The upload failed. Please try again.';
        failures.push(chosen.length > 1 ? `${file.name}: ${message}` : message);
      }
    }
    setPercent(null);
    setRefused(failures.join(' '));
    if (uploaded > 0) {
      setSaid(uploaded === 1 ? 'Uploaded 1 picture.' : `Uploaded ${uploaded} pictures.`);
      if (failures.length === 0) {
        setAlt('');
        setChosen([]);
        if (fileInput.current) fileInput.current.value = '';
      }
      await queryClient.invalidateQueries({ queryKey: picturesKey });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Add pictures</h2>
      <form
        className={styles.form}
        aria-labelledby={`${id}-heading`}
        onSubmit={(event) => {
          event.preventDefault();
          if (chosen.length > 0 && percent === null) void upload();
        }}
      >
        <Field
          id={`${id}-alt`}
          label="Alt text"
          hint="What the picture shows, for people who cannot see it. Every picture chosen gets it; change each one's below."
        >
          {(attributes) => (
            <input
              {...attributes}
              className={control}
              value={alt}
              maxLength={PICTURE_ALT_MAX}
              onChange={(event) => setAlt(event.currentTarget.value)}
            />
          )}
        </Field>
        <Field
          id={`${id}-files`}
          label="Pictures to upload"
          hint="JPEG, PNG or WebP, up to 15 MB each. Location and camera details are removed."
          error={refused || undefined}
        >
          {(attributes) => (
            <input
              {...attributes}
              ref={fileInput}
              className={styles.fileInput}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              onChange={(event) => setChosen([...(event.currentTarget.files ?? [])])}
            />
          )}
        </Field>
        {percent !== null && <progress aria-label="Uploading the pictures" max={100} value={percent} />}
        <div className={styles.actions}>
          <button type="submit" className={button()} disabled={chosen.length === 0 || percent !== null}>
            {chosen.length > 1 ? `Upload ${chosen.length} pictures` : 'Upload the picture'}
          </button>
        </div>
        <p role="status" className={styles.status}>
          {said}
        </p>
      </form>
    </section>
  );
}

function PictureCard({ auth, picture, position }: { auth: AuthActorRef; picture: StaffPicture; position: number }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queryClient = useQueryClient();
  const [alt, setAlt] = useState(picture.alt);
  const [altRefused, setAltRefused] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const name = `Picture ${position}`;
  const altId = `picture-alt-${picture.id}`;

  const save = async () => {
    setBusy(true);
    setAltRefused('');
    setSaid('');
    const outcome = await editPictureAlt(api, auth, picture.id, alt);
    setBusy(false);
    if (outcome.kind === 'refused') return setAltRefused(outcome.issues.map((issue) => issue.message).join(' '));
    setSaid('Alt text saved.');
    await queryClient.invalidateQueries({ queryKey: picturesKey });
  };
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
          void save();
        }}
      >
        <Field id={altId} label={`Alt text of ${name.toLowerCase()}`} error={altRefused || undefined}>
          {(attributes) => (
            <input
              {...attributes}
              className={control}
              value={alt}
              maxLength={PICTURE_ALT_MAX}
              onChange={(event) => setAlt(event.currentTarget.value)}
            />
          )}
        </Field>
        <div className={styles.actions}>
          <button
            type="submit"
            className={button({ tone: 'secondary' })}
            disabled={busy}
            aria-label={`Save alt text of ${name.toLowerCase()}`}
          >
            Save alt text
          </button>
          <button
            type="button"
            className={button({ tone: 'secondary' })}
            disabled={busy}
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
