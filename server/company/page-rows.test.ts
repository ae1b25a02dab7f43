import { describe, expect, it } from 'vitest';
import { NotRowsPage, pageRows } from './page-rows.ts';

/*
 * A backup page read a row at a time (decision 0112): each row's text as PostgreSQL will read it, numbers
 * as written; the first row handed on before the rest of the page is pulled; a row past its cap refused
 * while it grows; text that is no array of rows refused with how many rows were read whole before it.
 */

const encoder = new TextEncoder();

async function* chunksOf(...texts: string[]): AsyncGenerator<Uint8Array> {
  for (const text of texts) yield encoder.encode(text);
}

async function all(page: AsyncIterable<Uint8Array>, most = 1_000_000): Promise<string[]> {
  const rows: string[] = [];
  for await (const row of pageRows(page, most)) rows.push(row);
  return rows;
}

async function refusal(page: AsyncIterable<Uint8Array>, most = 1_000_000): Promise<NotRowsPage> {
  const error = await all(page, most).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof NotRowsPage)) throw new Error(`Expected a NotRowsPage, got ${String(error)}`);
  return error;
}

describe('the rows of a backup page', () => {
  it('gives each row as JSON text, numbers as written, across chunk edges in the middle of a character', async () => {
    const rows = [
      '{"id":9007199254740993,"amount":12345678901234567890.123456789,"exp":1.5e+300}',
      '{"name":"Ingrid Bj\u00f6rk \\"Inge\\"","note":"line\\nbreak \u2603","empty":null,"ok":true,"no":false}',
      '{"variants":[{"key":"a/b.webp","byteSize":12},[]],"deep":{"a":{"b":[1,{"c":"d"}]}}}',
    ];
    const page = `[\n${rows.join(',\n')}\n]\n`;
    const bytes = encoder.encode(page);
    // One byte at a time: every chunk edge, the two bytes of ö and the three of ☃ split too.
    async function* byteByByte(): AsyncGenerator<Uint8Array> {
      for (let at = 0; at < bytes.length; at += 1) yield bytes.subarray(at, at + 1);
    }
    const read = await all(byteByByte());
    expect(read).toEqual(rows);
    expect(read[0]).toContain('9007199254740993');
    expect(read[0]).toContain('12345678901234567890.123456789');
    expect(read.map((row) => JSON.parse(row) as unknown)).toEqual(rows.map((row) => JSON.parse(row) as unknown));
    expect(await all(chunksOf('[]'))).toEqual([]);
  });

  it('hands on the first row before the rest of the page is pulled', async () => {
    let pulled = 0;
    async function* endless(): AsyncGenerator<Uint8Array> {
      pulled += 1;
      yield encoder.encode('[{"id":1},');
      for (;;) {
        pulled += 1;
        yield encoder.encode('{"id":2},');
      }
    }
    for await (const row of pageRows(endless(), 1_000)) {
      expect(row).toBe('{"id":1}');
      break;
    }
    expect(pulled).toBe(1);
  });

  it('refuses a row past its cap while it grows, a long string or many short ones', async () => {
    let pulled = 0;
    async function* endlessString(): AsyncGenerator<Uint8Array> {
      yield encoder.encode('[{"id":1},{"name":"');
      for (;;) {
        pulled += 100;
        if (pulled > 10_000) throw new Error('Read on past the cap.');
        yield encoder.encode('a'.repeat(100));
      }
    }
    expect(await refusal(endlessString(), 1_000)).toMatchObject({ why: 'row-too-large', after: 1 });

    async function* endlessRow(): AsyncGenerator<Uint8Array> {
      yield encoder.encode('[{"a":[');
      for (let n = 0; n < 1_000; n += 1) yield encoder.encode('"short",');
      throw new Error('Read on past the cap.');
    }
    expect(await refusal(endlessRow(), 1_000)).toMatchObject({ why: 'row-too-large', after: 0 });
  });

  it('refuses text that is no JSON array of rows, saying how many rows it read whole before', async () => {
    expect(await refusal(chunksOf('{"id":1}'))).toMatchObject({ why: 'not-an-array', after: 0 });
    expect(await refusal(chunksOf(''))).toMatchObject({ why: 'not-an-array', after: 0 });
    expect(await refusal(chunksOf('[{"id":1},', '{"id":'))).toMatchObject({ why: 'not-an-array', after: 1 });
    expect(await refusal(chunksOf('[{"id":1}]', '[{"id":2}]'))).toMatchObject({ why: 'not-an-array', after: 1 });
    expect(await refusal(chunksOf('[{"id":1},', '{"id":2,}]'))).toMatchObject({ why: 'not-an-array', after: 1 });
    const broken = async function* () {
      yield encoder.encode('[{"name":"');
      yield new Uint8Array([0xc3, 0x28]);
      yield encoder.encode('"}]');
    };
    expect(await refusal(broken())).toMatchObject({ why: 'not-an-array', after: 0 });
  });
});
