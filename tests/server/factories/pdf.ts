import { deflateSync } from 'node:zlib';

/*
 * Small PDFs for tests of the proof PDF intake (decision 0082), written here byte by byte: no PDF
 * library. `plainPdf` writes every object plainly (PDF 1.4); `compressedPdf` puts the catalog and
 * the page tree's root into a Flate-compressed object stream named by a cross-reference stream's
 * dictionary, as PDF 1.5 writers do. Viewers ignore the cross-reference offsets' accuracy; the
 * intake reads the objects, not the offsets.
 */

const pageObjects = (first: number, count: number, parent: number) =>
  Array.from(
    { length: count },
    (_, index) => `${first + index} 0 obj\n<< /Type /Page /Parent ${parent} 0 R /MediaBox [0 0 288 432] >>\nendobj\n`,
  ).join('');

const kids = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => `${first + index} 0 R`).join(' ');

/** A PDF of `pageCount` blank pages, every object written plainly. */
export function plainPdf(pageCount: number): Buffer {
  const body =
    '%PDF-1.4\n%\xE2\xE3\xCF\xD3\n' +
    '1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    `2 0 obj\n<< /Type /Pages /Kids [${kids(3, pageCount)}] /Count ${pageCount} >>\nendobj\n` +
    pageObjects(3, pageCount, 2);
  return Buffer.from(`${body}trailer\n<< /Size ${3 + pageCount} /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`, 'latin1');
}

/** A PDF 1.5 of `pageCount` pages whose catalog and page tree root are in a compressed object stream. */
export function compressedPdf(pageCount: number): Buffer {
  const catalog = '<< /Type /Catalog /Pages 2 0 R >>';
  const pages = `<< /Type /Pages /Kids [${kids(3, pageCount)}] /Count ${pageCount} >>`;
  const header = `1 0 2 ${catalog.length + 1} `;
  const stream = deflateSync(Buffer.from(`${header}${catalog}\n${pages}`, 'latin1'));
  const objectStream = Buffer.concat([
    Buffer.from(
      `${3 + pageCount} 0 obj\n<< /Type /ObjStm /N 2 /First ${header.length} /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`,
      'latin1',
    ),
    stream,
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);
  const xref = Buffer.from(
    `${4 + pageCount} 0 obj\n<< /Type /XRef /Size ${5 + pageCount} /Root 1 0 R /W [1 2 1] /Length 0 >>\nstream\n\nendstream\nendobj\nstartxref\n0\n%%EOF\n`,
    'latin1',
  );
  return Buffer.concat([
    Buffer.from('%PDF-1.5\n', 'latin1'),
    Buffer.from(pageObjects(3, pageCount, 2), 'latin1'),
    objectStream,
    xref,
  ]);
}
