import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { StaffPicture } from '#contract/staff-pictures.ts';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import type { ApiClient } from '#src/lib/api/client.ts';
import { ResponsiveImg } from '#src/lib/ResponsiveImg.tsx';
import { button } from '#src/ui/button/button.css.ts';
import { ButtonPager } from '#src/ui/pager/ButtonPager.tsx';
import { PICTURES_PAGE_SIZE, picturesQuery } from '#src/lib/queries/console/pictures.ts';
import * as styles from './picture-picker.css.ts';

export interface PicturePickerProps {
  api: ApiClient;
  auth: AuthActorRef;
  /** What the picture is for, in the button: "Choose from your pictures for the background image". */
  purpose?: string;
  onChoose: (picture: StaffPicture) => void;
  disabled?: boolean;
}

/**
 * Chooses a picture of the company's library (decision 0107) for the builder, a product or
 * the price list: a button opens the library beside it (not a dialog: it sits in the builder's panel
 * and in console forms alike), one page at a time; each picture is a button named by its alt text.
 * Choosing closes it and gives the picture to the caller, which stores it its own way.
 */
export function PicturePicker({ api, auth, purpose, onChoose, disabled }: PicturePickerProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const words = open ? 'Close your pictures' : 'Choose from your pictures';
  return (
    <div className={styles.picker}>
      <div className={styles.row}>
        <button
          type="button"
          className={button({ tone: 'secondary' })}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          disabled={disabled}
          // The visible words first, as the name begins (WCAG 2.5.3), then what the picture is for.
          aria-label={purpose ? `${words} ${purpose}` : undefined}
          onClick={() => setOpen(!open)}
        >
          {words}
        </button>
      </div>
      {open && (
        <Library
          id={panelId}
          api={api}
          auth={auth}
          onChoose={(picture) => {
            setOpen(false);
            onChoose(picture);
          }}
        />
      )}
    </div>
  );
}

function Library({
  id,
  api,
  auth,
  onChoose,
}: {
  id: string;
  api: ApiClient;
  auth: AuthActorRef;
  onChoose: (picture: StaffPicture) => void;
}) {
  const [page, setPage] = useState(1);
  const pictures = useQuery(picturesQuery(api, auth, page));
  const headingId = `${id}-heading`;
  const body = () => {
    if (pictures.isPending) return <p className={styles.note}>Loading your pictures…</p>;
    if (pictures.isError)
      return (
        <div className={styles.row}>
          <p className={styles.note}>Your pictures could not be loaded.</p>
          <button type="button" className={button({ tone: 'secondary' })} onClick={() => void pictures.refetch()}>
            Try again
          </button>
        </div>
      );
    const { items, total } = pictures.data;
    if (items.length === 0)
      return (
        <p className={styles.note}>
          No pictures yet. Upload yours on the <a href="/staff/pictures">Pictures page</a> of the console.
        </p>
      );
    const pages = Math.max(1, Math.ceil(total / PICTURES_PAGE_SIZE));
    const first = (page - 1) * PICTURES_PAGE_SIZE;
    return (
      <>
        <ul className={styles.grid}>
          {items.map((picture, index) => (
            <li key={picture.id}>
              <button type="button" className={styles.choice} onClick={() => onChoose(picture)}>
                <ResponsiveImg
                  image={picture.image}
                  sizes="8rem"
                  loading="lazy"
                  className={styles.thumb}
                  alt={`Use picture ${first + index + 1}: ${picture.alt || 'no alt text'}`}
                />
              </button>
            </li>
          ))}
        </ul>
        <ButtonPager label="Pages of your pictures" page={page} pages={pages} onPage={setPage} />
      </>
    );
  };
  return (
    <section id={id} className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.note}>
        Your pictures
      </h3>
      {body()}
    </section>
  );
}
