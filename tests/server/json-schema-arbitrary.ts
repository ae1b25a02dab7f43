import fc from 'fast-check';
import { badValue } from './bad-values.ts';

/*
 * Values shaped by a JSON schema of the OpenAPI document, with one bad value planted: the right
 * shape, so requests get past the first checks and reach deeper ones (and the database), with a
 * NUL, a huge number or a wrong type somewhere inside. Only what the document
 * uses is understood; anything else is generated as arbitrary JSON.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export interface SchemaDocument {
  components?: { schemas?: Record<string, JsonSchema> };
}

// Plausible words, kept when they pass a string's own rules: most fields find one that fits.
const wordPool = [
  '/',
  '/about',
  '/fuzz-page',
  'https://example.org/a',
  'https://www.youtube.com/watch?v=abc',
  'care@example.org',
  'tel:+15035550100',
  '#336699',
  'Evergreen',
  'A heading',
  'plan-key-0001',
  'PRE_PLAN',
  'US',
  'OR',
  'x',
  '97214',
  '2026-11-23',
];

// Members whose names say they hold a path or an address get those words only: their rules
// (refinements) are not in the document.
const linkWords = ['/', '/about', '/fuzz-page', 'https://example.org/a', 'mailto:care@example.org'];
const linkName = /^(to|from|path|href|src|url|.*Url)$/;

function wordsFor(schema: JsonSchema, name: string | undefined): string[] {
  const pattern = schema.pattern === undefined ? undefined : safeRegExp(schema.pattern);
  const pool = name !== undefined && linkName.test(name) ? linkWords : [...wordPool, ...linkWords];
  return pool.filter(
    (word) =>
      (pattern === undefined || pattern.test(word)) &&
      word.length >= (schema.minLength ?? 0) &&
      word.length <= (schema.maxLength ?? Infinity) &&
      (schema.format !== 'email' || word.includes('@')) &&
      (schema.format !== 'uri' || word.startsWith('https://')),
  );
}

function safeRegExp(source: string): RegExp | undefined {
  try {
    return new RegExp(source, 'u');
  } catch {
    return undefined;
  }
}

const resolve = (schema: JsonSchema, document: SchemaDocument): JsonSchema => {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(document.components?.schemas?.[name] ?? {}, document);
};

/** A value for `schema`: its shape, with plausible leaves (not always valid ones). */
export function shapedLike(
  schema: JsonSchema,
  document: SchemaDocument,
  depth = 0,
  name?: string,
): fc.Arbitrary<unknown> {
  return shaped(resolve(schema, document), document, depth, name);
}

/**
 * A value for `schema` with one bad thing planted in it (bad-values.ts): a node replaced, a string
 * tainted with a NUL or a lone surrogate where it stands (so its other rules still pass), or a
 * record key spoiled. One at a time, so the rest of the value gets past validation to the code
 * (and the database) behind it. Now and then the value is left as it is.
 */
export function nearlyValid(schema: JsonSchema, document: SchemaDocument): fc.Arbitrary<unknown> {
  return fc
    .tuple(shapedLike(schema, document), fc.option(fc.tuple(fc.nat(), badValue, taint), { freq: 5 }))
    .map(([value, planted]) => (planted ? plant(value, ...planted) : value));
}

const taint = fc.tuple(fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.nat());

type Taint = [insert: string, at: number];

/** Every node of a JSON value, as its parent and key (the root has none). */
function nodesOf(value: unknown): { parent: Record<string, unknown> | unknown[] | null; key: string | number }[] {
  const nodes: { parent: Record<string, unknown> | unknown[] | null; key: string | number }[] = [
    { parent: null, key: '' },
  ];
  const visit = (node: unknown) => {
    if (Array.isArray(node))
      node.forEach((item, index) => {
        nodes.push({ parent: node, key: index });
        visit(item);
      });
    else if (typeof node === 'object' && node !== null)
      for (const [key, item] of Object.entries(node)) {
        nodes.push({ parent: node as Record<string, unknown>, key });
        visit(item);
      }
  };
  visit(value);
  return nodes;
}

// At the end half the time, so a rule about how the text starts ("/...") still passes.
const tainted = (text: string, [insert, at]: Taint) => {
  const index = at % 4 < 2 ? text.length : at % (text.length + 1);
  return text.slice(0, index) + insert + text.slice(index);
};

function plant(value: unknown, pick: number, bad: unknown, [insert, at]: Taint): unknown {
  const copy = structuredClone(value);
  const nodes = nodesOf(copy);
  const { parent, key } = nodes[pick % nodes.length]!;
  if (parent === null) return typeof copy === 'string' && at % 2 === 0 ? tainted(copy, [insert, at]) : bad;
  const current = (parent as Record<string, unknown>)[key];
  if (typeof current === 'string' && at % 2 === 0) {
    (parent as Record<string, unknown>)[key] = tainted(current, [insert, at]);
  } else if (!Array.isArray(parent) && at % 3 === 0) {
    // Spoil the key instead: a record's key, or an unknown member beside the known ones.
    delete parent[key as string];
    parent[tainted(String(key), [insert, at])] = current;
  } else {
    (parent as Record<string, unknown>)[key] = bad;
  }
  return copy;
}

function shaped(schema: JsonSchema, document: SchemaDocument, depth: number, name?: string): fc.Arbitrary<unknown> {
  if (depth > 12) return fc.constant(null);
  const next = (inner: JsonSchema, key?: string) => shapedLike(inner, document, depth + 1, key);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return fc.oneof(...choices.map((choice) => next(choice)));
  if (schema.allOf && schema.allOf.length > 0) return next(schema.allOf[0]!);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const words = wordsFor(schema, name);
      return words.length > 0 ? fc.constantFrom(...words) : fc.string({ maxLength: schema.maxLength ?? 20 });
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      return fc.integer({ min, max: Math.min(schema.maximum ?? min + 3, min + 3) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(next(schema.items ?? {}), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(schema, document, next);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(
  schema: JsonSchema,
  document: SchemaDocument,
  next: (inner: JsonSchema, key?: string) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([key, inner]) => [key, next(inner, key)])),
    { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
  );
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return known;
  // A record (pages by path, answers by field id): keys follow propertyNames where the document
  // gives them, else any word of the pools.
  const keys = shaped(resolve(schema.propertyNames ?? { type: 'string' }, document), document, 0);
  return fc
    .tuple(known, fc.dictionary(keys as fc.Arbitrary<string>, next(extra), { maxKeys: 3 }))
    .map(([fixed, more]) => ({ ...more, ...(fixed as object) }));
}
