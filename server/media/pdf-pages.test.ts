import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import { PDFArray, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { compressedPdf, plainPdf } from '#tests/server/factories/pdf.ts';
import { hasPdfSignature, pdfReadLimits, readPdf } from './pdf-pages.ts';

/*
 * Decision 0111: the proof PDF is read by pdf-lib. The PDFs here are made with pdf-lib itself, each
 * with one kind of active content added to an otherwise plain document, so a refusal is that rule's.
 */

/** A PDF of `pages` blank pages, changed by `change` before it is saved. */
async function pdf(pages: number, change?: (doc: PDFDocument) => void | Promise<void>, useObjectStreams = false) {
  const doc = await PDFDocument.create();
  for (let index = 0; index < pages; index += 1) doc.addPage([288, 432]);
  await change?.(doc);
  return doc.save({ useObjectStreams });
}

const javaScriptAction = (doc: PDFDocument) => doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') });

const readText = (text: string) => readPdf(Buffer.from(text, 'latin1'));

describe('readPdf', () => {
  it('counts the pages of a plain PDF, written plainly or in object streams', async () => {
    expect(await readPdf(await pdf(3))).toEqual({ kind: 'pdf', pageCount: 3 });
    expect(await readPdf(await pdf(3, undefined, true))).toEqual({ kind: 'pdf', pageCount: 3 });
    expect(await readPdf(await pdf(1))).toEqual({ kind: 'pdf', pageCount: 1 });
    // The small PDFs other tests upload (written byte by byte) are read too.
    expect(await readPdf(plainPdf(4))).toEqual({ kind: 'pdf', pageCount: 4 });
    expect(await readPdf(compressedPdf(2))).toEqual({ kind: 'pdf', pageCount: 2 });
  });

  it('counts the newest version of the page tree after an incremental update', async () => {
    const updated = Buffer.concat([
      plainPdf(4),
      Buffer.from(
        '2 0 obj\n<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
      ),
    ]);
    expect(await readPdf(updated)).toEqual({ kind: 'pdf', pageCount: 2 });
  });

  it('finds only what begins as a PDF', () => {
    expect(hasPdfSignature(Buffer.from('%PDF-1.7'))).toBe(true);
    expect(hasPdfSignature(Buffer.from('%!PS-Adobe-3.0 %PDF-1.7'))).toBe(false);
    expect(hasPdfSignature(Buffer.from('%PDF-x'))).toBe(false);
  });

  it('is unreadable for garbage, a PDF without a page tree, an encrypted PDF and a page tree of no pages', async () => {
    expect(await readText('not a pdf, whatever its name')).toEqual({ kind: 'unreadable' });
    expect(await readPdf(Buffer.from(Array.from({ length: 4096 }, (_, index) => (index * 131) % 256)))).toEqual({
      kind: 'unreadable',
    });
    expect(await readText('%PDF-1.7\nno page tree here\n%%EOF\n')).toEqual({ kind: 'unreadable' });
    expect(await readText('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n')).toEqual({
      kind: 'unreadable',
    });
    const encrypted = plainPdf(2)
      .toString('latin1')
      .replace('/Root 1 0 R', '/Root 1 0 R /Encrypt << /Filter /Standard /V 1 /R 2 /O (o) /U (u) /P -4 >>');
    expect(await readText(encrypted)).toEqual({ kind: 'unreadable' });
    expect(await readText(plainPdf(2).toString('latin1'))).toEqual({ kind: 'pdf', pageCount: 2 });
    expect(
      await readText(
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
          '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n',
      ),
    ).toEqual({
      kind: 'unreadable',
    });
  });

  it('refuses a page tree that names a node twice, quickly, instead of following it for ever', async () => {
    const catalog = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n';
    const trailer = 'trailer\n<< /Root 1 0 R >>\n%%EOF\n';
    const loop = `${catalog}2 0 obj\n<< /Type /Pages /Kids [2 0 R] /Count 1 >>\nendobj\n${trailer}`;
    expect(await readText(loop)).toEqual({ kind: 'unreadable' });
    // Forty nodes, each naming the next twice: 2^40 pages to pdf-lib, which would exhaust the process.
    const levels = Array.from(
      { length: 40 },
      (_, index) =>
        `${2 + index} 0 obj\n<< /Type /Pages /Kids [${3 + index} 0 R ${3 + index} 0 R] /Count 2 >>\nendobj\n`,
    ).join('');
    const page = '42 0 obj\n<< /Type /Page /Parent 41 0 R /MediaBox [0 0 10 10] >>\nendobj\n';
    expect(await readText(`${catalog}${levels}${page}${trailer}`)).toEqual({ kind: 'unreadable' });
  });

  it('refuses a page tree deeper than any writer makes it (65 levels), and reads one of 64', async () => {
    const chain = (depth: number) => {
      const nodes = Array.from({ length: depth }, (_, index) => {
        const kid = index + 1 < depth ? `${3 + index} 0 R` : '999 0 R';
        return `${2 + index} 0 obj\n<< /Type /Pages /Kids [${kid}] /Count 1 >>\nendobj\n`;
      }).join('');
      return (
        '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
        nodes +
        '999 0 obj\n<< /Type /Page /MediaBox [0 0 10 10] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'
      );
    };
    expect(await readText(chain(64))).toEqual({ kind: 'pdf', pageCount: 1 });
    expect(await readText(chain(65))).toEqual({ kind: 'unreadable' });
  });

  it('is unreadable when any object cannot be read: a viewer might read it otherwise', async () => {
    const broken = plainPdf(1)
      .toString('latin1')
      .replace('trailer', '9 0 obj\n<< /S /JavaScript /JS (app.alert(1)) ]] >>\nendobj\ntrailer');
    expect(await readText(broken)).toEqual({ kind: 'unreadable' });
  });
});

describe('readPdf refuses active content', () => {
  it('refuses JavaScript run on opening (an OpenAction), written plainly or in an object stream', async () => {
    const openAction = (doc: PDFDocument) => doc.catalog.set(PDFName.of('OpenAction'), javaScriptAction(doc));
    expect(await readPdf(await pdf(2, openAction))).toEqual({ kind: 'active-content' });
    expect(await readPdf(await pdf(2, openAction, true))).toEqual({ kind: 'active-content' });
    // The action as an indirect object.
    const referenced = (doc: PDFDocument) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(javaScriptAction(doc)));
    expect(await readPdf(await pdf(2, referenced))).toEqual({ kind: 'active-content' });
  });

  it('accepts an OpenAction that only names the page and zoom to open at', async () => {
    const destination = (doc: PDFDocument) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([doc.getPage(0).ref, 'Fit']));
    expect(await readPdf(await pdf(2, destination))).toEqual({ kind: 'pdf', pageCount: 2 });
  });

  it('refuses any other OpenAction action, even one that only goes to a page', async () => {
    const goTo = (doc: PDFDocument) =>
      doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'GoTo', D: [doc.getPage(0).ref, 'Fit'] }));
    expect(await readPdf(await pdf(2, goTo))).toEqual({ kind: 'active-content' });
  });

  it('refuses an attached file', async () => {
    const attached = (doc: PDFDocument) =>
      doc.attach(Buffer.from('MZ'), 'setup.exe', { mimeType: 'application/octet-stream' });
    expect(await readPdf(await pdf(1, attached))).toEqual({ kind: 'active-content' });
    expect(await readPdf(await pdf(1, attached, true))).toEqual({ kind: 'active-content' });
  });

  it('refuses an embedded file or a file specification with one, wherever it is (not in /Names)', async () => {
    const orphanStream = (doc: PDFDocument) => {
      doc.context.register(doc.context.flateStream('MZ', { Type: 'EmbeddedFile' }));
    };
    expect(await readPdf(await pdf(1, orphanStream))).toEqual({ kind: 'active-content' });
    const fileSpec = (doc: PDFDocument) => {
      const file = doc.context.register(doc.context.flateStream('MZ'));
      doc.context.register(doc.context.obj({ Type: 'Filespec', F: PDFString.of('a.exe'), EF: { F: file } }));
    };
    expect(await readPdf(await pdf(1, fileSpec))).toEqual({ kind: 'active-content' });
  });

  it('refuses a Launch action in a link on a page (a dictionary inside another)', async () => {
    const launch = (doc: PDFDocument) => {
      const link = doc.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [0, 0, 100, 100],
        A: { S: 'Launch', F: PDFString.of('calc.exe') },
      });
      doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
    };
    expect(await readPdf(await pdf(1, launch))).toEqual({ kind: 'active-content' });
  });

  it('refuses additional actions (/AA), on the document or on a page', async () => {
    const onDocument = (doc: PDFDocument) =>
      doc.catalog.set(PDFName.of('AA'), doc.context.obj({ WC: { S: 'GoTo', D: [doc.getPage(0).ref, 'Fit'] } }));
    expect(await readPdf(await pdf(1, onDocument))).toEqual({ kind: 'active-content' });
    const onPage = (doc: PDFDocument) =>
      doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'GoTo', D: [doc.getPage(0).ref, 'Fit'] } }));
    expect(await readPdf(await pdf(1, onPage))).toEqual({ kind: 'active-content' });
  });

  it('refuses document JavaScript in /Names, and a /JS script whatever its action says', async () => {
    const named = (doc: PDFDocument) => {
      const script = doc.context.register(javaScriptAction(doc));
      doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: { Names: [PDFString.of('start'), script] } }));
    };
    expect(await readPdf(await pdf(1, named))).toEqual({ kind: 'active-content' });
    const scriptOnly = (doc: PDFDocument) => {
      doc.context.register(doc.context.obj({ JS: PDFString.of('app.alert(1)') }));
    };
    expect(await readPdf(await pdf(1, scriptOnly))).toEqual({ kind: 'active-content' });
  });

  it('refuses a document JavaScript or attached files name tree in the catalog, even an empty one', async () => {
    for (const tree of ['JavaScript', 'EmbeddedFiles']) {
      const named = (doc: PDFDocument) =>
        doc.catalog.set(PDFName.of('Names'), doc.context.obj({ [tree]: { Names: [] } }));
      expect(await readPdf(await pdf(1, named))).toEqual({ kind: 'active-content' });
    }
    const dests = (doc: PDFDocument) => doc.catalog.set(PDFName.of('Names'), doc.context.obj({ Dests: { Names: [] } }));
    expect(await readPdf(await pdf(1, dests))).toEqual({ kind: 'pdf', pageCount: 1 });
  });

  it('reads names as a viewer does: /Java#53cript is /JavaScript, even in an action without its script', async () => {
    const escaped = plainPdf(1)
      .toString('latin1')
      .replace('/Type /Catalog', '/Type /Catalog /Outlines 9 0 R')
      .replace('trailer', '9 0 obj\n<< /A << /S /Java#53cript >> >>\nendobj\ntrailer');
    expect(await readText(escaped)).toEqual({ kind: 'active-content' });
    // With a harmless action the same file is a plain PDF.
    expect(await readText(escaped.replace('/Java#53cript', '/GoTo'))).toEqual({ kind: 'pdf', pageCount: 1 });
  });

  it('refuses an action nested in arrays inside an object', async () => {
    const nested = (doc: PDFDocument) => {
      const deep = doc.context.obj([[[{ S: 'Launch', F: PDFString.of('x') }]]]);
      expect(deep).toBeInstanceOf(PDFArray);
      doc.context.register(deep);
    };
    expect(await readPdf(await pdf(1, nested))).toEqual({ kind: 'active-content' });
  });
});

/** `megabytes` of zeros deflated (about a thousandth of their size), made a megabyte at a time. */
async function deflatedZeros(megabytes: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let index = 0; index < megabytes; index += 1) if (!deflate.write(zeros)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(chunks);
}

/** A PDF whose one object stream inflates to `megabytes` of zeros: pdf-lib inflates it while loading. */
async function decompressionBomb(megabytes: number): Promise<Buffer> {
  const stream = await deflatedZeros(megabytes);
  return Buffer.concat([
    Buffer.from(
      `${plainPdf(1).toString('latin1').split('trailer')[0]}9 0 obj\n` +
        `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length} >>\nstream\n`,
      'latin1',
    ),
    stream,
    Buffer.from('\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  ]);
}

/** What reading costs the process: the most its memory grew by while reading (sampled), and the time. */
async function measured<T>(read: () => Promise<T>): Promise<{ result: T; grewMb: number; ms: number }> {
  const before = process.memoryUsage().rss;
  let most = before;
  const sample = setInterval(() => (most = Math.max(most, process.memoryUsage().rss)), 5);
  const started = performance.now();
  const result = await read();
  const ms = performance.now() - started;
  clearInterval(sample);
  most = Math.max(most, process.memoryUsage().rss);
  return { result, grewMb: (most - before) / (1024 * 1024), ms };
}

describe('readPdf off the server thread, with limits (decision 0111)', () => {
  it('refuses a decompression bomb as unreadable, without the process growing or waiting long', async () => {
    // 200 KB that pdf-lib inflated to 200 MB on the server thread (486 MB resident, 3.6 s), and 1 MB that
    // inflates to 1 GB (1.5 GB and 8 s on a thread with a heap limit alone: inflated bytes are outside it).
    for (const megabytes of [200, 1024]) {
      const bomb = await decompressionBomb(megabytes);
      expect(bomb.length).toBeLessThan(megabytes * 1100);
      const { result, grewMb, ms } = await measured(() => readPdf(bomb));
      expect(result).toEqual({ kind: 'unreadable' });
      expect(grewMb).toBeLessThan(150);
      expect(ms).toBeLessThan(3000);
    }
  });

  it('reads an object stream under the limit, and the bytes it was given stay whole', async () => {
    const saved = await pdf(3, undefined, true);
    const copy = Buffer.from(saved);
    expect(await readPdf(saved)).toEqual({ kind: 'pdf', pageCount: 3 });
    expect(Buffer.from(saved).equals(copy)).toBe(true);
  });

  it('is unreadable when the thread runs out of memory or of time', async () => {
    // Four million numbers: pdf-lib makes an object of each, far past a heap of 16 MB.
    const numbers = plainPdf(1)
      .toString('latin1')
      .replace('trailer', `9 0 obj\n[${'0 '.repeat(4_000_000)}]\nendobj\ntrailer`);
    const small = { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 4, timeLimitMs: 10_000 };
    expect(await readPdf(Buffer.from(numbers, 'latin1'), small)).toEqual({ kind: 'unreadable' });
    expect(await readPdf(plainPdf(1), { ...pdfReadLimits, timeLimitMs: 1 })).toEqual({ kind: 'unreadable' });
    // The same files with room enough are read.
    expect(await readPdf(plainPdf(1))).toEqual({ kind: 'pdf', pageCount: 1 });
  });
});
