import { Worker, type WorkerOptions } from 'node:worker_threads';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFPageTree,
  PDFStream,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

/*
 * What an uploaded PDF is (decisions 0082, 0111), read by pdf-lib, never by hand: how many pages it
 * has, and whether it carries active content. The bytes are the staged upload's, already under the
 * PDF limit (the intake's check). pdf-lib parses the whole file into its objects; a file it cannot
 * parse, one with any object it cannot read, an encrypted one (its streams and object streams cannot
 * be read, so nothing in them can be judged) or one without a page tree is unreadable, never guessed.
 * Active content is refused: an action run on opening (an OpenAction that is an action, not just a
 * page to open at), additional actions (`/AA`) anywhere, document JavaScript (`/Names` → `/JavaScript`),
 * attached files (`/Names` → `/EmbeddedFiles`), and in any object of the file a JavaScript or Launch
 * action, a `/JS` script, an embedded file stream or a file specification with an embedded file (`/EF`).
 *
 * The parse runs on a thread of its own (pdf-read-worker.ts, one per PDF), with a memory and a time
 * limit: pdf-lib inflates every object stream while loading, so a few kilobytes can unpack to hundreds
 * of megabytes, and a file of very many objects costs time. A thread that runs out of either, or
 * stops, has read an unreadable PDF; the server's thread only waits.
 */

/** Whether the bytes begin as a PDF does: `%PDF-` then a version digit. */
export const hasPdfSignature = (bytes: Uint8Array): boolean =>
  bytes.length >= 6 &&
  Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-' &&
  /\d/.test(String.fromCharCode(bytes[5]!));

export type PdfReading = { kind: 'pdf'; pageCount: number } | { kind: 'unreadable' } | { kind: 'active-content' };

/** More pages than any proof could have: a count past it is not believed. */
const MAX_PAGES = 10_000;
/** Deeper than any writer nests its page tree (a balanced tree of MAX_PAGES is a few levels deep). */
const MAX_PAGE_TREE_DEPTH = 64;

const name = (value: string) => PDFName.of(value);
const S = name('S');
const JS = name('JS');
const AA = name('AA');
const EF = name('EF');
const TYPE = name('Type');
const actionTypes = new Set([name('JavaScript'), name('Launch')]);
const EMBEDDED_FILE = name('EmbeddedFile');

/** The parse's thread: its heap (the objects pdf-lib makes) and how long it may take. */
export interface PdfReadLimits {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  timeLimitMs: number;
}

export const pdfReadLimits: PdfReadLimits = {
  maxOldGenerationSizeMb: 192,
  maxYoungGenerationSizeMb: 32,
  timeLimitMs: 10_000,
};

/** What the read thread sends back: it has loaded (so a later failure is the file's), then its reading. */
export type PdfReadAnswer = { type: 'ready' } | { type: 'read'; reading: PdfReading };

/**
 * The thread: built beside the server (dist/pdf-read-worker.mjs, scripts/build-server.ts), or from
 * source as this module itself runs (`npm run dev`, the tests). Node 20 does not apply tsx's loader to
 * a thread's first module, so from source a line of JavaScript loads it with tsx's `tsImport`.
 */
function startReadWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pdf-read-worker.mjs', import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./pdf-read-worker.ts', import.meta.url).href;
  const load = `import(${JSON.stringify(tsx)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return new Worker(load, { ...options, eval: true });
}

/**
 * Reads the PDF on a thread of its own: its page count, or why it is refused. Unreadable when the
 * thread runs out of memory or time or stops; rejects only when the thread cannot start (a missing
 * build: the server's fault, not the file's). The bytes are copied, and the copy handed over.
 */
export function readPdf(bytes: Uint8Array, limits: PdfReadLimits = pdfReadLimits): Promise<PdfReading> {
  const { timeLimitMs, ...resourceLimits } = limits;
  const worker = startReadWorker({ resourceLimits });
  const copy = new Uint8Array(bytes);
  worker.postMessage(copy, [copy.buffer]);
  return new Promise<PdfReading>((resolve, reject) => {
    let ready = false;
    const finish = (settle: () => void) => {
      clearTimeout(timer);
      worker.removeAllListeners();
      // An error after the end (the thread being stopped) has no one to tell.
      worker.on('error', () => {});
      void worker.terminate();
      settle();
    };
    const unreadable = () => finish(() => resolve({ kind: 'unreadable' }));
    const timer = setTimeout(unreadable, timeLimitMs);
    worker.on('message', (answer: PdfReadAnswer) => {
      if (answer.type === 'ready') ready = true;
      else finish(() => resolve(answer.reading));
    });
    // Out of memory (ERR_WORKER_OUT_OF_MEMORY), or anything the reading did not catch.
    worker.on('error', (error) => (ready ? unreadable() : finish(() => reject(error))));
    worker.on('exit', unreadable);
  });
}

/** Reads the PDF on this thread (the read thread's work): its page count, or why it is refused. Never throws for any bytes. */
export async function readPdfHere(bytes: Uint8Array): Promise<PdfReading> {
  let document: PDFDocument;
  try {
    // Encrypted files throw here (pdf-lib's EncryptedPDFError), as does any object it cannot read.
    document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    return { kind: 'unreadable' };
  }
  try {
    const { context, catalog } = document;
    if (!(catalog instanceof PDFDict)) return { kind: 'unreadable' };
    if (catalogHasActiveContent(context, catalog) || objectsHaveActiveContent(context)) {
      return { kind: 'active-content' };
    }
    if (!isPageTree(context, catalog)) return { kind: 'unreadable' };
    const pageCount = document.getPageCount();
    return pageCount >= 1 && pageCount <= MAX_PAGES ? { kind: 'pdf', pageCount } : { kind: 'unreadable' };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** An OpenAction that is an action (a destination array only names the page to open at), scripts or files in `/Names`; `/AA` is any object's rule. */
function catalogHasActiveContent(context: PDFContext, catalog: PDFDict): boolean {
  if (context.lookup(catalog.get(name('OpenAction'))) instanceof PDFDict) return true;
  const names = context.lookup(catalog.get(name('Names')));
  return names instanceof PDFDict && (names.has(name('JavaScript')) || names.has(name('EmbeddedFiles')));
}

/** Whether any dictionary in any object of the file, nested ones included, is active content. */
function objectsHaveActiveContent(context: PDFContext): boolean {
  const pending: PDFObject[] = context.enumerateIndirectObjects().map(([, object]) => object);
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFStream) pending.push(object.dict);
    else if (object instanceof PDFArray) for (const item of object.asArray()) pending.push(item);
    else if (object instanceof PDFDict) {
      if (isActive(context, object)) return true;
      for (const value of object.values()) pending.push(value);
    }
  }
  return false;
}

function isActive(context: PDFContext, dict: PDFDict): boolean {
  if (dict.has(JS) || dict.has(AA) || dict.has(EF)) return true;
  const action = context.lookup(dict.get(S));
  if (action instanceof PDFName && actionTypes.has(action)) return true;
  return context.lookup(dict.get(TYPE)) === EMBEDDED_FILE;
}

/**
 * Whether the catalog's `/Pages` is a tree pdf-lib can count: every node of it reached once, at most
 * MAX_PAGE_TREE_DEPTH deep. pdf-lib follows `/Kids` without remembering where it has been, so a node
 * named twice (a loop, or a few kilobytes of nodes each naming the next twice) would never end or
 * exhaust the process's memory; it is walked here first, with pdf-lib's own objects.
 */
function isPageTree(context: PDFContext, catalog: PDFDict): boolean {
  const root = context.lookup(catalog.get(name('Pages')));
  if (!(root instanceof PDFPageTree)) return false;
  const seen = new Set<PDFPageTree>([root]);
  const pending: { node: PDFPageTree; depth: number }[] = [{ node: root, depth: 1 }];
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    if (entry.depth > MAX_PAGE_TREE_DEPTH) return false;
    const kids = context.lookup(entry.node.get(name('Kids')));
    if (!(kids instanceof PDFArray)) return false;
    for (const kid of kids.asArray()) {
      const node = context.lookup(kid);
      if (!(node instanceof PDFPageTree)) continue;
      if (seen.has(node)) return false;
      seen.add(node);
      pending.push({ node, depth: entry.depth + 1 });
    }
  }
  return true;
}
