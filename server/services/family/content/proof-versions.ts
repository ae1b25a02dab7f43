import { and, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import {
  stationeryItemTypes,
  stationeryPageTypes,
  type StationeryItemType,
  type StationeryVersion,
  type VideoVersion,
} from '#contract/family-proofs.ts';
import { media, memorialVideos, stationeryPages, stationeryProofs, type MediaVariant } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';
import type { CaseFileLinks } from '../case-files.ts';
import { commentsOnPages, commentsOnVideos, threadOf } from './proof-comments.ts';

/*
 * Every version of a case's proofs (decision 0078), newest first: the family reads the sent ones (its
 * review shows the newest, the others as history), staff read the draft too. Images and files are
 * signed links of an hour, as every file of the case.
 */

export interface Versions {
  /** Staff's draft (not sent yet) included. */
  drafts: boolean;
}

const byOrder =
  <T extends string>(order: readonly T[]) =>
  (a: T, b: T) =>
    order.indexOf(a) - order.indexOf(b);

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The widest rendition (a proof is read closely); the first of equals (WebP before the share JPEG). */
export const widestOf = (variants: MediaVariant[]): MediaVariant | undefined =>
  variants.reduce<MediaVariant | undefined>(
    (best, each) => (!best || (each.width ?? 0) > (best.width ?? 0) ? each : best),
    undefined,
  );

/** Each item type's versions, newest first, in item-type order; item types without a version left out. */
export async function stationeryVersions(
  scope: CaseScope,
  caseId: number,
  links: CaseFileLinks,
  { drafts }: Versions,
): Promise<{ itemType: StationeryItemType; versions: StationeryVersion[] }[]> {
  const sentOnly: SQL | undefined = drafts ? undefined : isNotNull(stationeryProofs.sentAt);
  const proofs = await scope
    .select({
      id: stationeryProofs.id,
      itemType: stationeryProofs.itemType,
      version: stationeryProofs.version,
      sentAt: stationeryProofs.sentAt,
      approvedAt: stationeryProofs.approvedAt,
    })
    .from(stationeryProofs, and(eq(stationeryProofs.caseId, caseId), sentOnly))
    .orderBy(desc(stationeryProofs.version));
  const pages =
    proofs.length === 0
      ? []
      : await scope
          .select({
            id: stationeryPages.id,
            proofId: stationeryPages.proofId,
            pageType: stationeryPages.pageType,
            pdfPage: stationeryPages.pdfPage,
            image: {
              id: media.id,
              variants: media.variants,
              width: media.width,
              height: media.height,
              pageCount: media.pageCount,
            },
          })
          .from(
            stationeryPages,
            inArray(
              stationeryPages.proofId,
              proofs.map((proof) => proof.id),
            ),
          )
          .innerJoin(media, and(eq(media.id, stationeryPages.imageMediaId), scope.ownsCase(media)));
  const comments = await commentsOnPages(
    scope,
    pages.map((page) => page.id),
  );
  const versionOf = (proof: (typeof proofs)[number]): StationeryVersion => ({
    version: proof.version,
    sentAt: iso(proof.sentAt),
    approvedAt: iso(proof.approvedAt),
    pages: pages
      .filter((page) => page.proofId === proof.id)
      .sort((a, b) => byOrder(stationeryPageTypes)(a.pageType, b.pageType))
      .flatMap((page) => {
        const variant = widestOf(page.image.variants);
        if (!variant) return [];
        const url = links.url(page.image.id, variant);
        const pdf =
          page.pdfPage === null ? null : { url, page: page.pdfPage, pageCount: page.image.pageCount ?? page.pdfPage };
        return [
          {
            pageType: page.pageType,
            image: pdf
              ? null
              : {
                  url,
                  width: page.image.width ?? variant.width ?? 0,
                  height: page.image.height ?? variant.height ?? 0,
                },
            pdf,
            comments: threadOf(comments.filter((comment) => comment.stationeryPageId === page.id)),
          },
        ];
      }),
  });
  return [...new Set(proofs.map((proof) => proof.itemType))].sort(byOrder(stationeryItemTypes)).map((itemType) => ({
    itemType,
    versions: proofs.filter((proof) => proof.itemType === itemType).map(versionOf),
  }));
}

/** The memorial video's versions, newest first. */
export async function videoVersions(
  scope: CaseScope,
  caseId: number,
  links: CaseFileLinks,
  { drafts }: Versions,
): Promise<VideoVersion[]> {
  const videos = await scope
    .select({
      id: memorialVideos.id,
      version: memorialVideos.version,
      sentAt: memorialVideos.sentAt,
      approvedAt: memorialVideos.approvedAt,
      videoMediaId: memorialVideos.videoMediaId,
      captionsMediaId: memorialVideos.captionsMediaId,
      posterMediaId: memorialVideos.posterMediaId,
    })
    .from(memorialVideos, and(eq(memorialVideos.caseId, caseId), drafts ? undefined : isNotNull(memorialVideos.sentAt)))
    .orderBy(desc(memorialVideos.version));
  if (videos.length === 0) return [];
  const ids = videos.flatMap((video) => [video.videoMediaId, video.captionsMediaId, video.posterMediaId]);
  const [files, comments] = await Promise.all([
    scope.select({ id: media.id, width: media.width, height: media.height, variants: media.variants }).from(
      media,
      inArray(
        media.id,
        ids.filter((id) => id !== null),
      ),
    ),
    commentsOnVideos(
      scope,
      videos.map((video) => video.id),
    ),
  ]);
  const linkOf = (id: number | null) => {
    const file = files.find((candidate) => candidate.id === id);
    return file?.variants[0] ? { file, url: links.url(file.id, file.variants[0]), variant: file.variants[0] } : null;
  };
  return videos.flatMap((video) => {
    const main = linkOf(video.videoMediaId);
    if (!main) return [];
    return [
      {
        version: video.version,
        sentAt: iso(video.sentAt),
        approvedAt: iso(video.approvedAt),
        url: main.url,
        contentType: main.variant.contentType,
        captions: linkOf(video.captionsMediaId)?.url ?? null,
        poster: linkOf(video.posterMediaId)?.url ?? null,
        width: main.file.width,
        height: main.file.height,
        comments: threadOf(comments.filter((comment) => comment.memorialVideoId === video.id)),
      },
    ];
  });
}
