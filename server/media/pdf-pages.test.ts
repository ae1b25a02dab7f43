import { describe, expect, it } from 'vitest';
import { compressedPdf, plainPdf } from '#server/testing/factories/pdf.ts';
import { hasPdfSignature, pdfPageCount } from './pdf-pages.ts';

describe('pdfPageCount', () => {
  it('follows the trailer’s catalog to the page tree’s count, written plainly or in an object stream', () => {
    expect(pdfPageCount(plainPdf(1))).toBe(1);
    expect(pdfPageCount(plainPdf(4))).toBe(4);
    expect(pdfPageCount(compressedPdf(2))).toBe(2);
    expect(pdfPageCount(compressedPdf(7))).toBe(7);
  });

  it('reads the newest version of an object after an incremental update', () => {
    const updated = Buffer.concat([
      plainPdf(4),
      Buffer.from(
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
    ]);
    expect(pdfPageCount(updated)).toBe(2);
  });

  it('is null for what is not a PDF, or a PDF whose page tree cannot be followed', () => {
    expect(hasPdfSignature(Buffer.from('%PDF-1.7'))).toBe(true);
    expect(hasPdfSignature(Buffer.from('%!PS-Adobe-3.0 %PDF-1.7'))).toBe(false);
    expect(pdfPageCount(Buffer.from('not a pdf, whatever its name'))).toBeNull();
    expect(pdfPageCount(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'))).toBeNull();
    // An object stream that does not inflate (an encrypted file's, say): its objects cannot be read.
    const scrambled = compressedPdf(2);
    const start = scrambled.indexOf('stream\n') + 'stream\n'.length;
    scrambled.fill(0x41, start, start + 8);
    expect(pdfPageCount(scrambled)).toBeNull();
    expect(
      pdfPageCount(Buffer.from(plainPdf(3).toString('latin1').replace('/Count 3', '/Count 0'), 'latin1')),
    ).toBeNull();
  });
});
