import { eq } from 'drizzle-orm';
import type { ResponsiveImage } from '#contract/responsive-image.ts';
import { pictureMessages } from '#contract/staff-pictures.ts';
import { gplItems, itemVariants, packages } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import { libraryImage } from '#server/services/staff/pictures/pictures.ts';
import { recordChange, type ChangeAuthor } from './change-log.ts';
import { invalid, notFound, type PriceListOutcome } from './price-list-outcome.ts';

/*
 * The photo of a price-list item, option or package (decision 0107): a
 * picture of the company's library, looked up in its own library and stored with its renditions (the
 * family's arrangement pages show it), or none. Dated in the list's history like any other change.
 */

/** The rows that carry a photo; each has a name for the history. */
const photoTables = { item: gplItems, variant: itemVariants, package: packages } as const;
export type PhotoHolder = keyof typeof photoTables;

const holderWords: Record<PhotoHolder, string> = { item: 'item', variant: 'option', package: 'package' };

export function setPricePhoto(
  scope: TenantScope,
  author: ChangeAuthor,
  holder: PhotoHolder,
  id: number,
  pictureId: number | null,
) {
  const table = photoTables[holder];
  return scope.transaction(async (tx): Promise<PriceListOutcome> => {
    let photo: ResponsiveImage | null = null;
    if (pictureId !== null) {
      photo = await libraryImage(tx, pictureId);
      if (!photo) return invalid('pictureId', pictureMessages.notInLibrary);
    }
    const [row] = await tx.update(table, { photo }, eq(table.id, id)).returning({ name: table.name });
    if (!row) return notFound;
    const what = `${photo ? 'New photo' : 'Photo removed'} for the ${holderWords[holder]} ${row.name}`;
    return { kind: 'done', id, effectiveOn: await recordChange(tx, author, what) };
  });
}
