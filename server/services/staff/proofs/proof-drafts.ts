import { and, desc, eq, isNull } from 'drizzle-orm';
import type { StationeryItemType, StationeryPageType } from '#contract/family-proofs.ts';
import { pdfPageTypes } from '#contract/stationery-items.ts';
import { media, memorialVideos, stationeryPages, stationeryProofs, type MediaVariant } from '#server/db/schema.ts';
import type { CaseScope } from '#server/db/tenant-scope.ts';

/*
 * Where staff's uploads go (decision 0078): into the proof's draft, the version the family has not
 * been sent yet. The first upload after a version was sent starts the next version as a copy of the
 * newest one (its pages, or its video and captions), so staff replace only what changed; the family
 * sees it once it is sent (send-proof.ts). Each call is one transaction; of two uploads starting a
 * draft at once, the unique draft index makes them share one.
 */

type Scope = CaseScope;

/** The draft version of a proof, made as a copy of the newest version when there is none. */
async function stationeryDraft(tx: Scope, caseId: number, itemType: StationeryItemType): Promise<number> {
  const ofItem = and(eq(stationeryProofs.caseId, caseId), eq(stationeryProofs.itemType, itemType));
  const [newest] = await tx
    .select({ id: stationeryProofs.id, version: stationeryProofs.version, sentAt: stationeryProofs.sentAt })
    .from(stationeryProofs, ofItem)
    .orderBy(desc(stationeryProofs.version))
    .limit(1);
  if (newest && newest.sentAt === null) return newest.id;
  const [made] = await tx
    .insert(stationeryProofs, { caseId, itemType, version: (newest?.version ?? 0) + 1, sentAt: null })
    .onConflictDoNothing()
    .returning({ id: stationeryProofs.id });
  if (!made) {
    const [other] = await tx
      .select({ id: stationeryProofs.id })
      .from(stationeryProofs, and(ofItem, isNull(stationeryProofs.sentAt)))
      .limit(1);
    return other!.id;
  }
  if (newest) {
    const pages = await tx
      .select({
        pageType: stationeryPages.pageType,
        imageMediaId: stationeryPages.imageMediaId,
        pdfPage: stationeryPages.pdfPage,
      })
      .from(stationeryPages, eq(stationeryPages.proofId, newest.id));
    if (pages.length > 0)
      await tx.insert(
        stationeryPages,
        pages.map((page) => ({ ...page, caseId, proofId: made.id })),
      );
  }
  return made.id;
}

/** Puts a stored page image into the proof's draft, in place of that page's image if it had one. */
export async function putStationeryPage(
  scope: Scope,
  caseId: number,
  where: { itemType: StationeryItemType; pageType: StationeryPageType },
  photo: { width: number; height: number; variants: MediaVariant[]; caption: string },
): Promise<void> {
  await scope.transaction(async (tx) => {
    const proofId = await stationeryDraft(tx, caseId, where.itemType);
    const [image] = await tx
      .insert(media, {
        caseId,
        kind: 'photo',
        album: 'stationery',
        caption: photo.caption,
        variants: photo.variants,
        width: photo.width,
        height: photo.height,
      })
      .returning({ id: media.id });
    await tx
      .insert(stationeryPages, { caseId, proofId, pageType: where.pageType, imageMediaId: image!.id })
      .onConflictDoUpdate({
        target: [stationeryPages.proofId, stationeryPages.pageType],
        // In place of a PDF's page too: the other pages stay the PDF's.
        set: { imageMediaId: image!.id, pdfPage: null },
      });
  });
}

/**
 * Puts a stored PDF into the proof's draft as all its pages (decision 0082), in place of every page
 * the draft had: its pages in order are the front, the inside pages and the back (pdfPageTypes).
 */
export async function putStationeryPdf(
  scope: Scope,
  caseId: number,
  itemType: StationeryItemType,
  pdf: { variant: MediaVariant; pageCount: number; caption: string },
): Promise<void> {
  const pageTypes = pdfPageTypes(pdf.pageCount);
  if (pageTypes.length === 0) throw new Error(`A proof PDF of ${pdf.pageCount} pages was not refused`);
  await scope.transaction(async (tx) => {
    const proofId = await stationeryDraft(tx, caseId, itemType);
    const [file] = await tx
      .insert(media, {
        caseId,
        kind: 'pdf',
        album: 'stationery',
        caption: pdf.caption,
        variants: [pdf.variant],
        pageCount: pdf.pageCount,
      })
      .returning({ id: media.id });
    await tx.delete(stationeryPages, eq(stationeryPages.proofId, proofId));
    await tx.insert(
      stationeryPages,
      pageTypes.map((pageType, index) => ({ caseId, proofId, pageType, imageMediaId: file!.id, pdfPage: index + 1 })),
    );
  });
}

export type VideoFile = { kind: 'video'; variant: MediaVariant } | { kind: 'captions'; variant: MediaVariant };

/**
 * Puts a stored video or captions file into the video's draft. A new video drops the copied poster
 * (it showed the old one); captions need a video: 'no-video' when there is neither draft nor version.
 */
export async function putVideoFile(scope: Scope, caseId: number, file: VideoFile): Promise<'done' | 'no-video'> {
  return scope.transaction(async (tx) => {
    const [newest] = await tx
      .select({
        id: memorialVideos.id,
        version: memorialVideos.version,
        sentAt: memorialVideos.sentAt,
        videoMediaId: memorialVideos.videoMediaId,
        captionsMediaId: memorialVideos.captionsMediaId,
        posterMediaId: memorialVideos.posterMediaId,
      })
      .from(memorialVideos, eq(memorialVideos.caseId, caseId))
      .orderBy(desc(memorialVideos.version))
      .limit(1);
    if (file.kind === 'captions' && !newest) return 'no-video';
    const [stored] = await tx
      .insert(media, {
        caseId,
        kind: file.kind,
        album: 'video',
        caption: file.kind === 'captions' ? 'English' : '',
        variants: [file.variant],
      })
      .returning({ id: media.id });
    const id = stored!.id;
    const change = file.kind === 'video' ? { videoMediaId: id, posterMediaId: null } : { captionsMediaId: id };
    if (newest && newest.sentAt === null) {
      await tx.update(memorialVideos, change, eq(memorialVideos.id, newest.id));
      return 'done';
    }
    const copied = newest
      ? {
          videoMediaId: newest.videoMediaId,
          captionsMediaId: newest.captionsMediaId,
          posterMediaId: newest.posterMediaId,
        }
      : { videoMediaId: id, captionsMediaId: null, posterMediaId: null };
    const made = await tx
      .insert(memorialVideos, { caseId, version: (newest?.version ?? 0) + 1, sentAt: null, ...copied, ...change })
      .onConflictDoNothing()
      .returning({ id: memorialVideos.id });
    // Another upload made the draft a moment ago: this file goes into it.
    if (made.length === 0)
      await tx.update(memorialVideos, change, and(eq(memorialVideos.caseId, caseId), isNull(memorialVideos.sentAt)));
    return 'done';
  });
}
