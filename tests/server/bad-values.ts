import fc from 'fast-check';

/*
 * Values no API should choke on: the kinds of bad input that once answered 500 (a NUL
 * character, a number beyond an integer column) and their relatives. Used by the bad-input
 * property test (tests/server/bad-input/), which sends them everywhere the OpenAPI document
 * says a route takes input.
 */

/** Strings the database or the parsers may refuse: NUL, lone surrogates, controls, huge, unsafe links. */
export const badString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '/\u0000',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    '\u0001\u001f\u007f',
    '\ufeff\u200b',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    '//evil.example',
    '/\\evil.example',
    '',
    ' ',
    '%00',
    "'; DROP TABLE companies; --",
    '\\',
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.integer({ min: 2_000, max: 70_000 }).map((length) => 'x'.repeat(length)),
);

/** Numbers beyond every column, below every minimum, fractional, or past what a double keeps exact. */
export const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    99_999_999_999,
    2_147_483_648,
    -2_147_483_649,
    -1,
    0,
    -0,
    0.5,
    1e-300,
    1e308,
    -1e308,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 63,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
);

/** Whole numbers no integer column holds, either side, as an id or counter would be given. */
const beyondColumns = fc.oneof(
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
);

/** An array or object nested `depth` levels deep. */
export const nested = (depth: number, kind: 'array' | 'object'): unknown => {
  let value: unknown = kind === 'array' ? [] : {};
  for (let level = 0; level < depth; level += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
};

/**
 * JSON text that stands for a value where it is planted (see `toJson`): nesting deeper than the
 * test's own JSON.stringify could write.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Arrays or objects nested deep enough to overflow any recursion over a request. */
export const deeplyNested: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 20, max: 2_000 }), fc.constantFrom('array' as const, 'object' as const))
    .map(([depth, kind]) => nested(depth, kind)),
  {
    weight: 2,
    arbitrary: fc
      .integer({ min: 5_000, max: 40_000 })
      .map((depth) => new RawJson('['.repeat(depth) + ']'.repeat(depth))),
  },
);

/** JSON text nested deeper than any value the test could stringify: for the server's parser. */
export const deepJsonText: fc.Arbitrary<string> = fc
  .integer({ min: 5_000, max: 200_000 })
  .chain((depth) =>
    fc.constantFrom('['.repeat(depth) + ']'.repeat(depth), '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)),
  );

/** JSON.stringify, writing each RawJson as its text. */
export function toJson(value: unknown): string {
  const raw: string[] = [];
  const marker = (index: number) => `"\\u0000raw:${index}"`;
  const text =
    JSON.stringify(value, (_key, item: unknown) => {
      if (!(item instanceof RawJson)) return item;
      raw.push(item.text);
      return `\u0000raw:${raw.length - 1}`;
    }) ?? 'null';
  return raw.reduce((written, rawText, index) => written.replace(marker(index), rawText), text);
}

/** A value of any JSON type, for a place that wants another. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], { '': null }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Anything bad a JSON value can be. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: badString },
  { weight: 2, arbitrary: badNumber },
  { weight: 2, arbitrary: deeplyNested },
  { weight: 1, arbitrary: wrongType },
);

/** Bodies that are no JSON at all, or JSON nested beyond reason (sent as application/json). */
export const notJson: fc.Arbitrary<string> = fc.oneof(
  deepJsonText,
  fc.constantFrom(
    '',
    '{',
    '[1,]',
    "{'a':1}",
    '{"a":',
    'undefined',
    'NaN',
    '\u0000',
    '"\\ud800',
    '{"a":1}}',
    '\ufeff{}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Ways `Number()` reads `n` that are not its canonical digits (decision 0056), unescaped. */
export const looseSpellings = (n: number): string[] => [
  `0x${n.toString(16)}`,
  `0${n}`,
  ` ${n}`,
  `${n}.0`,
  `+${n}`,
  `0o${n.toString(8)}`,
  `${n}e0`,
];

/**
 * Numbers spelled loosely: decision 0056's list ("1e1" is 10), and the same spellings of a number beyond
 * the id columns, which a route that read them would refuse with 422 'Cannot exceed 2147483647'.
 */
export const looseNumberTexts: readonly string[] = [...looseSpellings(16), '1e1', ...looseSpellings(2 ** 31)];

/**
 * Path segments and query values as they appear in a URL (already escaped): numbers beyond the
 * columns, negative, fractional, loosely spelled, NUL, escapes of no UTF-8 (a lone surrogate), garbage.
 */
export const badUrlText: fc.Arbitrary<string> = fc.oneof(
  beyondColumns.map(String),
  fc.constantFrom(
    '99999999999',
    '2147483648',
    '9'.repeat(400),
    '-1',
    '0',
    '1.5',
    '1e400',
    '0x10',
    'NaN',
    'Infinity',
    '%00',
    '1%00',
    '%ED%A0%80',
    '%F0%9F',
    '%zz',
    '%',
    '%20',
    '..',
    '%2F',
    'abc',
  ),
  fc.constantFrom(...looseNumberTexts).map(escapeForUrl),
  fc.string({ unit: 'binary', maxLength: 12 }).map(escapeForUrl),
);

/** encodeURIComponent, except that a lone surrogate (which it refuses) becomes its raw escape bytes. */
export function escapeForUrl(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (character) => {
      const code = character.charCodeAt(0);
      if (character.length === 1 && code >= 0xd800 && code <= 0xdfff)
        return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
      return encodeURIComponent(character);
    }).join('');
  }
}
