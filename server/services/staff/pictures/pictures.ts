import { and, desc, eq, isNull, sql, type AnyColumn } from 'drizzle-orm';
import type { PictureEdit, StaffPicture, StaffPictures } from '#contract/staff-pictures.ts';
import type { PagingQuery } from '#contract/paging.ts';
import type { ResponsiveImage } from '#contract/responsive-image.ts';
import { blogArticles, gplItems, itemVariants, media, packages, products, siteVersions } from '#server/db/schema.ts';
import type { TenantScope } from '#server/db/tenant-scope.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import { intakePhoto, type PhotoRefusal } from '#server/media/photo-intake.ts';
import type { StagedUpload } from '#server/media/upload-staging.ts';
import { responsivePhoto } from '#server/services/media/public-media.ts';

/*
 * The company's picture library (decision 0107): `media` rows of album 'library' with no case,
 * each through the one photo intake (decision 0032) before anything is recorded, so a refused file
 * leaves no row. They are public always (media-access.ts), for the site, products and the price
 * list, which store the picture's public address; a picture one of them still names is not deleted.
 * Files no row names any more are removed by the unused-media collection, as any other.
 */

const library = and(isNull(media.caseId), eq(media.album, 'library'), eq(media.kind, 'photo'))!;
const pictureOf = (id: number) => and(library, eq(media.id, id));

const pictureFields = {
  id: media.id,
  caption: media.caption,
  width: media.width,
  height: media.height,
  variants: media.variants,
  createdAt: media.createdAt,
};

type PictureRow = {
  id: number;
  caption: string;
  width: number | null;
  height: number | null;
  variants: (typeof media.$inferSelect)['variants'];
  createdAt: Date;
};

function toStaffPicture(row: PictureRow): StaffPicture[] {
  const image = responsivePhoto(row, 640);
  if (!image) return [];
  return [
    {
      id: row.id,
      alt: row.caption,
      width: row.width ?? image.width,
      height: row.height ?? image.height,
      image,
      createdAt: row.createdAt.toISOString(),
    },
  ];
}

/**
 * The library picture's responsive image, as the site, a product or the price list stores it (its
 * alt text as it is now); null when the company's library has no such picture.
 */
export async function libraryImage(scope: TenantScope, id: number): Promise<ResponsiveImage | null> {
  const [row] = await scope.select(pictureFields).from(media, pictureOf(id)).limit(1);
  return row ? (toStaffPicture(row)[0]?.image ?? null) : null;
}

/** The library, newest first, one page of it. */
export async function listPictures(scope: TenantScope, paging: PagingQuery): Promise<StaffPictures> {
  const total = await scope.count(media, library);
  const rows = await scope
    .select(pictureFields)
    .from(media, library)
    .orderBy(desc(media.createdAt), desc(media.id))
    .limit(paging.pageSize)
    .offset((paging.page - 1) * paging.pageSize);
  return { items: rows.flatMap(toStaffPicture), page: paging.page, pageSize: paging.pageSize, total };
}

export type AddPictureOutcome = { kind: 'refused'; reason: PhotoRefusal } | { kind: 'added'; picture: StaffPicture };

/** One picture into the library, re-encoded without its metadata. */
export async function addPicture(
  deps: { media: MediaStore },
  scope: TenantScope,
  upload: StagedUpload,
  alt: string,
): Promise<AddPictureOutcome> {
  const intake = await intakePhoto(deps.media, upload);
  if (intake.kind === 'refused') return intake;
  const { width, height, variants } = intake.photo;
  const [row] = await scope
    .insert(media, { caseId: null, kind: 'photo', album: 'library', caption: alt, width, height, variants })
    .returning(pictureFields);
  return { kind: 'added', picture: toStaffPicture(row!)[0]! };
}

/** A new alt text; null when the library has no such picture. */
export async function editPicture(scope: TenantScope, id: number, edit: PictureEdit): Promise<StaffPicture | null> {
  const [row] = await scope.update(media, { caption: edit.alt }, pictureOf(id)).returning(pictureFields);
  return row ? (toStaffPicture(row)[0] ?? null) : null;
}

/** `content` (a text or JSON column) names the picture's public address. */
const names = (column: AnyColumn, id: number) => sql`${column}::text like ${`%/api/web/media/${id}/%`}`;

/**
 * Whether the site (its draft or its published version, a blog article), a product or a price list
 * item, variant or package names the picture: one count per table, by its address (the picture's files are
 * `/api/web/media/{id}/…`, publicMediaUrl). Archived site versions do not hold it back.
 */
async function isInUse(scope: TenantScope, id: number): Promise<boolean> {
  const counts = await Promise.all([
    scope.count(products, names(products.imageUrl, id)),
    scope.count(blogArticles, names(blogArticles.imageUrl, id)),
    scope.count(
      siteVersions,
      and(sql`${siteVersions.status} in ('draft', 'approved')`, names(siteVersions.content, id)),
    ),
    scope.count(gplItems, names(gplItems.photo, id)),
    scope.count(itemVariants, names(itemVariants.photo, id)),
    scope.count(packages, names(packages.photo, id)),
  ]);
  return counts.some((total) => total > 0);
}

export type DeletePictureOutcome = 'not-found' | 'in-use' | 'deleted';

/** Removes a picture nothing names; its files go with the next unused-media collection. */
export async function deletePicture(scope: TenantScope, id: number): Promise<DeletePictureOutcome> {
  if ((await scope.count(media, pictureOf(id))) === 0) return 'not-found';
  if (await isInUse(scope, id)) return 'in-use';
  const removed = await scope.delete(media, pictureOf(id)).returning({ id: media.id });
  return removed.length > 0 ? 'deleted' : 'not-found';
}
