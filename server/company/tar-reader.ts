import { extract, type Extract } from 'tar-stream';

/*
 * Reads a restore's archive (decision 0087) with tar-stream's `extract()` (decision 0112: untrusted
 * formats are read by maintained libraries, never by hand), one entry at a time in archive order. The
 * source is pulled only as fast as entries are read, so memory holds one entry's chunk, or one entry
 * taken whole: `whole(most)` refuses an entry whose header claims more than `most` bytes before
 * reading a byte of it. Only regular files are expected; anything else is not one of our archives.
 * Every failure of the archive itself (gzip, a tar header, an early end) is a `DamagedArchive`.
 */

export interface TarEntry {
  path: string;
  size: number;
}

/** The archive could not be read: its words name no content of it. */
export class DamagedArchive extends Error {}

/** An entry's header claims more bytes than its reader takes whole; nothing of it was read. */
export class EntryTooLarge extends Error {
  constructor(
    readonly path: string,
    readonly size: number,
    readonly most: number,
  ) {
    super(`${path} claims ${size} bytes; at most ${most} are read.`);
  }
}

const damaged = (error: unknown): DamagedArchive => {
  if (error instanceof DamagedArchive || error instanceof EntryTooLarge) return error;
  const why = error instanceof Error ? error.message : String(error);
  return new DamagedArchive(`The archive is damaged or is no backup (${why.replace(/\s+$/, '')}).`);
};

type Extractor = Extract;
type Entry = Extractor extends AsyncIterable<infer E> ? E : never;

/** Writes the source into the extractor as fast as it reads, and stops once it is destroyed. */
async function pump(source: AsyncIterable<Uint8Array>, extractor: Extractor): Promise<void> {
  const drained = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        extractor.off('drain', done);
        extractor.off('close', done);
        resolve();
      };
      extractor.on('drain', done);
      extractor.on('close', done);
    });
  try {
    for await (const chunk of source) {
      if (extractor.destroyed) return;
      if (!extractor.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) await drained();
      if (extractor.destroyed) return;
    }
    extractor.end(undefined);
  } catch (error) {
    extractor.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

export class TarReader {
  readonly #extractor: Extractor;
  readonly #entries: AsyncIterator<Entry>;
  /** The current entry while its bytes are not all read. */
  #current: Entry | null = null;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.#extractor = extract();
    this.#entries = this.#extractor[Symbol.asyncIterator]();
    void pump(source, this.#extractor);
  }

  /** The next entry's header, or null at the archive's end; the previous entry's unread bytes are skipped. */
  async next(): Promise<TarEntry | null> {
    try {
      for await (const skipped of this.body()) void skipped;
      const next = await this.#entries.next();
      if (next.done) return null;
      const { header } = next.value;
      if (header.type !== 'file') throw new DamagedArchive('The archive holds something other than files.');
      this.#current = next.value;
      return { path: header.name, size: header.size ?? 0 };
    } catch (error) {
      throw damaged(error);
    }
  }

  /** The current entry's bytes, a chunk at a time. */
  async *body(): AsyncGenerator<Uint8Array> {
    const entry = this.#current;
    if (!entry) return;
    this.#current = null;
    try {
      for await (const chunk of entry) yield chunk as Uint8Array;
    } catch (error) {
      throw damaged(error);
    }
  }

  /** The current entry's bytes at once; refused unread when its header claims more than `most`. */
  async whole(most: number): Promise<Uint8Array> {
    const header = this.#current?.header;
    if (header && (header.size ?? 0) > most) throw new EntryTooLarge(header.name, header.size ?? 0, most);
    const chunks: Uint8Array[] = [];
    for await (const chunk of this.body()) chunks.push(chunk);
    return Buffer.concat(chunks);
  }

  /** Stops reading: the extractor is destroyed and the source is no longer pulled. */
  async close(): Promise<void> {
    this.#current = null;
    await this.#entries.return?.().catch(() => {});
  }
}
