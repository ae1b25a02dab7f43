import { parentPort } from 'node:worker_threads';
import { decodePDFRawStream, PDFContext, PDFRawStream } from 'pdf-lib';
import { readPdfHere, type PdfReadAnswer } from './pdf-pages.ts';

/*
 * The thread one uploaded PDF is read on (pdf-pages.ts `readPdf`, decision 0111), built into
 * dist/pdf-read-worker.mjs beside the server. It takes the bytes, answers the reading, and is ended.
 *
 * The thread's heap limit bounds the objects pdf-lib makes, but not what it inflates: decoded streams
 * are byte arrays, held outside the heap, and pdf-lib decodes every object stream while loading (a
 * 1 MB upload unpacked to 1 GB on this thread, its limit untouched, in a measurement). So every stream
 * pdf-lib decodes here is cut off at MAX_DECODED_BYTES: all its decoders (flate, LZW, run length,
 * ASCII) grow their output through one method, DecodeStream's `ensureBuffer`, found from a decoder the
 * public `decodePDFRawStream` makes. Past the limit it throws, and the file is unreadable. Were that
 * method gone (another pdf-lib), the thread would stop before it is ready, and every read would fail
 * loudly rather than read without the limit.
 */

/** The most any one stream may decode to: a proof's object streams are a few hundred kilobytes. */
const MAX_DECODED_BYTES = 16 * 1024 * 1024;

type Decoder = { ensureBuffer: (requested: number) => Uint8Array };

function limitDecodedStreams(): void {
  const context = PDFContext.create();
  const decoder: unknown = decodePDFRawStream(
    PDFRawStream.of(context.obj({ Filter: 'ASCIIHexDecode' }), new Uint8Array()),
  );
  let prototype: unknown = Object.getPrototypeOf(decoder);
  while (prototype !== null && !Object.hasOwn(prototype as object, 'ensureBuffer')) {
    prototype = Object.getPrototypeOf(prototype);
  }
  if (prototype === null) throw new Error("pdf-lib's decoders no longer grow through ensureBuffer");
  const decoders = prototype as Decoder;
  const ensureBuffer = decoders.ensureBuffer;
  decoders.ensureBuffer = function (this: Decoder, requested: number) {
    if (requested > MAX_DECODED_BYTES) throw new Error('a stream decodes to more than the limit');
    return ensureBuffer.call(this, requested);
  };
}

limitDecodedStreams();
const port = parentPort!;
const send = (answer: PdfReadAnswer) => port.postMessage(answer);
port.once('message', (bytes: Uint8Array) => {
  void readPdfHere(bytes).then((reading) => send({ type: 'read', reading }));
});
send({ type: 'ready' });
