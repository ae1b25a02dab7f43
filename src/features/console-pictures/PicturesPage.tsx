import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { AuthActorRef } from '#machines/auth/auth.machine.ts';
import { consolePage } from '#src/lib/console/console-pages.ts';
import { PageHead } from '#src/lib/site/PageHead.tsx';
import { counted } from '#src/ui/list-page/counted.ts';
import { ItemList } from '#src/ui/list-page/ItemList.tsx';
import { ListPage } from '#src/ui/list-page/ListPage.tsx';
import { LinkPager } from '#src/ui/pager/LinkPager.tsx';
import { pagesOf } from '#src/ui/pager/pages-of.ts';
import { AddPictures } from './AddPictures.tsx';
import { PictureCard } from './PictureCard.tsx';
import { PICTURES_PAGE_SIZE, picturesQuery } from '#src/lib/queries/console/pictures.ts';
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
  const first = (page - 1) * PICTURES_PAGE_SIZE;
  return (
    <ListPage title="Pictures" head={<PageHead title="Pictures" />} className={styles.page}>
      <p className={styles.meta}>
        Your own photos for the website, the shop&apos;s products and the price list. Each is public once uploaded.{' '}
        {counted(data.total, 'picture', 'pictures')} in the library.
      </p>
      <AddPictures />
      <section aria-labelledby="library-heading" className={styles.form}>
        <h2 id="library-heading">The library</h2>
        <ItemList
          items={data.items}
          label="Pictures"
          empty="No pictures yet."
          emptyClassName={styles.meta}
          className={styles.grid}
        >
          {(picture, index) => (
            <li key={picture.id}>
              <PictureCard auth={auth} picture={picture} position={first + index + 1} />
            </li>
          )}
        </ItemList>
      </section>
      <LinkPager
        label="Pages of pictures"
        page={page}
        pages={pagesOf(data.total, PICTURES_PAGE_SIZE)}
        linkTo={(target) => ({ ...consolePage('pictures'), search: { page: target } })}
      />
    </ListPage>
  );
}
