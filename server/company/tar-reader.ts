/*
 * Reads back the POSIX ustar archives our writer makes (server/services/export/tar-writer.ts), one
 * entry at a time from a byte stream, for the restore (decision 0087): an entry's bytes are either
 * taken whole (a page of rows, a few hundred KB) or streamed on (a media file, which may be a video
 * of gigabytes). Only regular files are expected; anything else is not one of our archives.
 */

const BLOCK = 512;
const decoder = new TextDecoder();

export interface TarEntry {
  path: string;
  size: number;
}

const text = (block: Uint8Array, offset: number, length: number): string => {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return decoder.decode(end === -1 ? field : field.subarray(0, end));
};

const octal = (block: Uint8Array, offset: number, length: number): number => {
  const digits = text(block, offset, length).trim();
  if (!/^[0-7]+$/.test(digits)) throw new Error('The archive is damaged: a header has no number where one belongs.');
  return parseInt(digits, 8);
};

export class TarReader {
  readonly #source: AsyncIterator<Uint8Array>;
  #pending: Uint8Array = new Uint8Array(0);
  /** Bytes of the current entry not yet read, and the zeros after them. */
  #left = 0;
  #padding = 0;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.#source = source[Symbol.asyncIterator]();
  }

  /** Up to `most` bytes, at least one; fails at the end of the stream. */
  async #some(most: number): Promise<Uint8Array> {
    while (this.#pending.byteLength === 0) {
      const next = await this.#source.next();
      if (next.done) throw new Error('The archive ends too early: it is incomplete.');
      this.#pending = next.value;
    }
    const taken = this.#pending.subarray(0, most);
    this.#pending = this.#pending.subarray(taken.byteLength);
    return taken;
  }

  async #exactly(length: number): Promise<Uint8Array> {
    const bytes = new Uint8Array(length);
    for (let filled = 0; filled < length;) {
      const part = await this.#some(length - filled);
      bytes.set(part, filled);
      filled += part.byteLength;
    }
    return bytes;
  }

  /** The next entry's header, or null at the archive's end; the previous entry's unread bytes are skipped. */
  async next(): Promise<TarEntry | null> {
    for await (const skipped of this.body()) void skipped;
    await this.#exactly(this.#padding);
    this.#padding = 0;
    const header = await this.#exactly(BLOCK);
    if (header.every((byte) => byte === 0)) return null;
    const sum = header.reduce((total, byte, index) => total + (index >= 148 && index < 156 ? 32 : byte), 0);
    if (sum !== octal(header, 148, 8) || text(header, 257, 6) !== 'ustar')
      throw new Error('The archive is damaged: a header does not add up.');
    const type = String.fromCharCode(header[156]!);
    if (type !== '0' && type !== '\0') throw new Error('The archive holds something other than files.');
    const prefix = text(header, 345, 155);
    const name = text(header, 0, 100);
    const size = octal(header, 124, 12);
    this.#left = size;
    this.#padding = (BLOCK - (size % BLOCK)) % BLOCK;
    return { path: prefix ? `${prefix}/${name}` : name, size };
  }

  /** The current entry's bytes, a chunk at a time. */
  async *body(): AsyncGenerator<Uint8Array> {
    while (this.#left > 0) {
      const part = await this.#some(this.#left);
      this.#left -= part.byteLength;
      yield part;
    }
  }

  /** The current entry's bytes at once (small entries only). */
  async whole(): Promise<Uint8Array> {
    const bytes = await this.#exactly(this.#left);
    this.#left = 0;
    return bytes;
  }
}
