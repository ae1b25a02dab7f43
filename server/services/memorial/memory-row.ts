import { media, memorialWallComments } from '#server/db/schema.ts';
import type { CaseFileLinks } from '#server/services/family/case-files.ts';

/*
 * One memory as those who moderate it read it: the family on its own wall, the console across every
 * obituary. The same columns (the query joins `media` for the photo) and the same view of them.
 */

export const memoryColumns = {
  id: memorialWallComments.id,
  authorName: memorialWallComments.authorName,
  authorEmail: memorialWallComments.authorEmail,
  body: memorialWallComments.body,
  status: memorialWallComments.status,
  createdAt: memorialWallComments.createdAt,
  decidedAt: memorialWallComments.decidedAt,
  photo: { id: media.id, variants: media.variants },
};

type Comment = typeof memorialWallComments.$inferSelect;

/** A memory's columns (memoryColumns) as the family and the console answer them. */
export function memoryView(
  {
    photo,
    createdAt,
    decidedAt,
    ...row
  }: Pick<Comment, 'id' | 'authorName' | 'authorEmail' | 'body' | 'status'> & {
    createdAt: Date;
    decidedAt: Date | null;
    photo: { id: number; variants: (typeof media.$inferSelect)['variants'] } | null;
  },
  links: CaseFileLinks,
) {
  return {
    ...row,
    createdAt: createdAt.toISOString(),
    decidedAt: decidedAt?.toISOString() ?? null,
    photoUrl: photo?.variants[0] ? links.url(photo.id, photo.variants[0]) : null,
  };
}
