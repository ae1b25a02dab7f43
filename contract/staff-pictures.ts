import { z } from 'zod';
import { rowId, rowIdParam } from './ids.ts';
import { pageOf, pagingQuery } from './paging.ts';
import { responsiveImage } from './responsive-image.ts';
import { text } from './text.ts';

/*
 * The company's picture library (decision 0107): photos a staff
 * member uploads once, re-encoded like the family's (decision 0032), public for the site, the shop's
 * products and the price list. The console's page and the builder's and products' pickers read
 * these shapes: a picture's `image` is what they store or show (its `url` and `sources` are public).
 */

export const PICTURE_ALT_MAX = 500;
const alt = text().trim().max(PICTURE_ALT_MAX);

/** POST /api/staff/pictures with the photo as body: its alt text rides in the query, as a family photo's caption. */
export const pictureUploadQuery = z.object({ alt: alt.default('') });
export type PictureUploadQuery = z.infer<typeof pictureUploadQuery>;

/** PATCH /api/staff/pictures/{id}: a new alt text ("" only for a decorative picture). */
export const pictureEdit = z.object({ alt });
export type PictureEdit = z.infer<typeof pictureEdit>;

export const pictureIdParams = z.object({ id: rowIdParam() });

/**
 * A picture chosen from the library by a product or a price-list item: the server looks it up in the
 * company's own library and stores its renditions, so nobody can make a page show another address.
 */
export const libraryPictureChoice = z.object({ pictureId: rowId() }).strict();
export type LibraryPictureChoice = z.infer<typeof libraryPictureChoice>;

/** PUT …/photo of a price-list item, option or package: a library picture, or null for none. */
export const pricePhotoBody = z.object({ pictureId: rowId().nullable() });
export type PricePhotoBody = z.infer<typeof pricePhotoBody>;

export const staffPicture = z.object({
  id: z.number().int(),
  /** The picture's text for people who cannot see it (also `image.alt`). */
  alt: z.string(),
  /** The upright picture's size in pixels, as uploaded. */
  width: z.number().int(),
  height: z.number().int(),
  image: responsiveImage,
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffPicture = z.infer<typeof staffPicture>;

/** GET /api/staff/pictures: newest first, paged. */
export const staffPicturesQuery = pagingQuery;
export const staffPictures = pageOf(staffPicture);
export type StaffPictures = z.infer<typeof staffPictures>;

export const pictureMessages = {
  notInLibrary: 'Choose a picture from your library',
  inUse: 'This picture is used on the site, by a product or by the price list; replace it there before deleting it',
};
