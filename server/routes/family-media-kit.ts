import type { Context } from 'hono';
import type { Clock } from '#server/clock.ts';
import type { AppEnv } from '#server/http/app-env.ts';
import { caseScopeOf } from '#server/http/case-scoping.ts';
import { jsonError } from '#server/http/errors.ts';
import { withStagedUpload, type UploadTarget } from '#server/http/staged-upload.ts';
import type { MediaStore } from '#server/media/media-store.ts';
import type { UploadKind } from '#server/media/upload-refusals.ts';
import type { StagedUpload } from '#server/media/upload-staging.ts';
import type { CaseFileLinks, CaseFileSigner } from '#server/services/family/case-files.ts';
import { familyTags } from './family-route-kit.ts';

/*
 * What the family's media route files share (family-photos.ts, family-music.ts,
 * family-memorial-theme.ts): their deps, their OpenAPI pieces and the reading of an upload body.
 * Files are the request body itself, streamed to disk as they arrive (decisions 0048, 0059), then
 * judged by content; a refused file leaves no row and no file.
 */

export const tags = familyTags.media;

// A plain OpenAPI schema, not zod: the handler streams this body itself, nothing validates it whole.
export const binary = { type: 'string' as const, format: 'binary' };

export const fileBody = (description: string) => ({
  required: true,
  description,
  content: { 'application/octet-stream': { schema: binary } },
});

export const noContent = { description: 'Removed' };

export interface FamilyMediaDeps {
  media: MediaStore;
  /** Signs the links the answers give to the family's own files (decision 0050). */
  files: CaseFileSigner;
  clock: Clock;
  /** Where upload bodies are staged while they arrive (a local folder, DATA_DIR/uploads). */
  uploadsDir: string;
}

/** The signed links of the member's company's files, valid from now. */
export const linksOf = (c: Context<AppEnv>, deps: Pick<FamilyMediaDeps, 'files' | 'clock'>): CaseFileLinks =>
  deps.files.linksFor(caseScopeOf(c).companyId, deps.clock.now());

/**
 * The one way a family upload body is read: the case checked first (a stranger's body is never
 * read), then the body staged as any upload is (staged-upload.ts) and handed to `work`.
 */
export async function withStagedBody<K extends UploadKind, R>(
  c: Context<AppEnv>,
  deps: FamilyMediaDeps,
  caseId: number,
  kind: K,
  work: (upload: StagedUpload, target: UploadTarget<K>) => Promise<R>,
) {
  if (!caseScopeOf(c).isMemberOf(caseId)) return jsonError(c, 404);
  const target = { kind, field: 'file' };
  return withStagedUpload(c, deps.uploadsDir, c.req.raw.body, target, (upload) => work(upload, target));
}
