import { readFile } from 'node:fs/promises';
import { PROOF_MAX_PAGES } from '#contract/stationery-items.ts';
import { PDF_MAX_BYTES } from '#contract/staff-proofs.ts';
import type { MediaVariant } from '#server/db/schema.ts';
import { mediaKey } from './media-keys.ts';
import type { MediaStore } from './media-store.ts';
import { hasPdfSignature, readPdf } from './pdf-pages.ts';
import type { StagedUpload } from './upload-staging.ts';

/*
 * A stationery proof as one PDF enters through here (decision 0082): judged by its content, never
 * its name: it begins with `%PDF-`, pdf-lib reads it (pdf-pages.ts, decision 0111), it carries no
 * scripts, actions or attached files, and it has at most one page per page of a proof. Stored as
 * sent: no renderer on the server makes page images; the family opens it in the browser's own PDF
 * viewer, page by page.
 */

export type PdfRefusal = 'not-pdf' | 'unreadable' | 'active-content' | 'too-many-pages' | 'too-large';
export type PdfIntake =
  { kind: 'stored'; variant: MediaVariant; pageCount: number } | { kind: 'refused'; reason: PdfRefusal };

export async function intakePdf(store: MediaStore, upload: StagedUpload): Promise<PdfIntake> {
  if (upload.byteSize > PDF_MAX_BYTES) return { kind: 'refused', reason: 'too-large' };
  const bytes = await readFile(upload.path);
  if (!hasPdfSignature(bytes)) return { kind: 'refused', reason: 'not-pdf' };
  const reading = await readPdf(bytes);
  if (reading.kind !== 'pdf') return { kind: 'refused', reason: reading.kind };
  const { pageCount } = reading;
  if (pageCount > PROOF_MAX_PAGES) return { kind: 'refused', reason: 'too-many-pages' };
  const key = mediaKey(upload.digest, 'proof.pdf');
  await store.writeFile(key, upload.path);
  return {
    kind: 'stored',
    variant: { key, contentType: 'application/pdf', width: null, height: null, byteSize: upload.byteSize },
    pageCount,
  };
}
