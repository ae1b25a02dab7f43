import type { StationeryPage } from '#contract/family-proofs.ts';
import { visuallyHidden } from '#src/ui/layout/layout.css.ts';
import * as styles from './proof-page.css.ts';

/** Where a PDF's page opens: the browser's own viewer reads `#page=` (RFC 8118). */
export const pdfPageHref = (pdf: { url: string; page: number }): string => `${pdf.url}#page=${pdf.page}`;

/**
 * One page of a stationery proof, for the family's review and the console alike (decision 0082): its
 * image, or, for a proof sent as a PDF, which page of the PDF it is with a link that opens the PDF at
 * that page in a new tab (no PDF renderer ships with Lantern; the browser's viewer shows it).
 */
export function ProofPageView({
  page,
  name,
  lazy = false,
  imageClassName,
}: {
  page: Pick<StationeryPage, 'image' | 'pdf'>;
  /** What the page is, for the image's text and the link's: "Prayer card, front, version 2". */
  name: string;
  lazy?: boolean;
  /** The page's own look for an image (the review's, the console's). */
  imageClassName?: string;
}) {
  if (page.pdf)
    return (
      <div className={styles.pdfPage}>
        <p>
          Page {page.pdf.page} of {page.pdf.pageCount} of the PDF.
        </p>
        <a href={pdfPageHref(page.pdf)} target="_blank" rel="noopener">
          Open page {page.pdf.page} of the PDF<span className={visuallyHidden}>: {name} (opens in a new tab)</span>
        </a>
      </div>
    );
  if (!page.image) return null;
  return (
    <img
      className={imageClassName ?? styles.image}
      src={page.image.url}
      width={page.image.width}
      height={page.image.height}
      loading={lazy ? 'lazy' : undefined}
      alt={name}
    />
  );
}
