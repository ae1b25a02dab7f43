import { none } from 'stream-chain/core';
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { stringer } from 'stream-json/core/stringer.js';

/*
 * The rows of a backup's page (backup-format.ts: a JSON array, a row a line), read a row at a time as the
 * archive gives its bytes, so a restore holds the rows it is about to insert, never a page (decision 0112).
 * stream-json tokenizes (untrusted text is read by a maintained library); each row is written back as JSON
 * by its stringer, numbers as the text they came as, so no value passes through a JavaScript number on
 * its way to PostgreSQL. What a row is (an object whose keys are columns) is the database's to judge.
 */

/**
 * Why a page's text is refused; `after` is how many of its rows were read whole before it (the parser
 * judges a chunk at a time, so the refused row is somewhere after them, not always the next).
 */
export class NotRowsPage extends Error {
  constructor(
    readonly why: 'not-an-array' | 'row-too-large',
    readonly after: number,
  ) {
    super(
      why === 'not-an-array' ? `not a JSON array of rows after row ${after}` : `a row after row ${after} is too large`,
    );
  }
}

const opens = new Set<Token['name']>(['startObject', 'startArray']);
const closes = new Set<Token['name']>(['endObject', 'endArray']);

/**
 * Each row of the page as JSON text, in order. A row whose text passes `mostRowBytes` is refused as it
 * grows (a string of it while it is still being read, by the parser's own cap), so memory holds one row
 * and one chunk of the page whatever its entry claims.
 */
export async function* pageRows(page: AsyncIterable<Uint8Array>, mostRowBytes: number): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // A flushable stage of stream-chain: `none` is its end of input, which its type leaves out.
  const parse = jsonParser({ packValues: true, streamValues: false, maxPackedLength: mostRowBytes }) as (
    text: string | typeof none,
  ) => ReturnType<ReturnType<typeof jsonParser>>;
  let depth = 0;
  let ended = false;
  let rows = 0;
  let write: ReturnType<typeof stringer> | null = null;
  let text = '';
  const complete: string[] = [];

  const take = (token: Token) => {
    if (ended) throw new NotRowsPage('not-an-array', rows);
    if (depth === 0) {
      if (token.name !== 'startArray') throw new NotRowsPage('not-an-array', rows);
      depth = 1;
      return;
    }
    if (depth === 1 && token.name === 'endArray') {
      ended = true;
      return;
    }
    if (depth === 1) [write, text] = [stringer({ useValues: true }), ''];
    if (opens.has(token.name)) depth += 1;
    else if (closes.has(token.name)) depth -= 1;
    const piece = write!(token);
    if (piece !== none) text += piece;
    if (text.length > mostRowBytes) throw new NotRowsPage('row-too-large', rows);
    if (depth === 1) {
      rows += 1;
      complete.push(text);
    }
  };
  const tokens = (text: string | typeof none) => {
    try {
      const out = parse(text);
      if (out !== none) for (const token of out.values) take(token);
    } catch (error) {
      if (error instanceof NotRowsPage) throw error;
      // A packed value past the cap is the parser's RangeError; anything else is text that is no JSON.
      const tooLarge = error instanceof RangeError && /maxPackedLength/.test(error.message);
      throw new NotRowsPage(tooLarge ? 'row-too-large' : 'not-an-array', rows);
    }
  };

  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new NotRowsPage('not-an-array', rows);
    }
  };

  for await (const chunk of page) {
    tokens(decode(chunk));
    yield* complete.splice(0);
  }
  tokens(decode());
  tokens(none);
  yield* complete.splice(0);
  if (!ended) throw new NotRowsPage('not-an-array', rows);
}
