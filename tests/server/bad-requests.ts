import fc from 'fast-check';
import { badUrlText, badValue, notJson, toJson, wrongType } from './bad-values.ts';
import { nearlyValid, type JsonSchema, type SchemaDocument } from './json-schema-arbitrary.ts';

/*
 * Requests with bad input for one operation of the OpenAPI document: its path parameters, query
 * and body as the document declares them, each either plausible or bad (bad-values.ts), plus
 * input it never asked for. The bad-input property test sends them (tests/server/bad-input/).
 */

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  path: string;
  'x-audience'?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface BadRequest {
  method: string;
  /** Path and query, escaped as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A plausible value for a parameter (a small number in its range, a word), as URL text. */
const plausible = (schema: JsonSchema | undefined): fc.Arbitrary<string> => {
  if (schema?.type === 'integer' || schema?.type === 'number') {
    const min = schema.minimum ?? 0;
    return fc.integer({ min, max: min + 3 }).map(String);
  }
  return fc.constantFrom('1', 'x', 'plan-key-0001');
};

const urlValue = (schema: JsonSchema | undefined) =>
  fc.oneof({ weight: 1, arbitrary: plausible(schema) }, { weight: 2, arbitrary: badUrlText });

// Header values must be visible ASCII (fetch refuses the rest), so their garbage is of that kind.
const visibleAscii = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
const headerText = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: visibleAscii, minLength: 8, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('x', '"etag"', '*', 'W/"1"', '9'.repeat(300)) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 40 }) },
);

function pathOf(operation: Operation): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const schemaOf = (name: string) => operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
  return fc
    .tuple(...names.map((name) => urlValue(schemaOf(name))))
    .map((values) => names.reduce((path, name, index) => path.replace(`{${name}}`, values[index]!), operation.path));
}

function queryOf(operation: Operation): fc.Arbitrary<string> {
  const declared = (operation.parameters ?? []).filter((p) => p.in === 'query');
  const pairs = declared.map((p) =>
    fc.option(
      urlValue(p.schema).map((value) => `${p.name}=${value}`),
      { nil: '' },
    ),
  );
  // A parameter nobody declared, or a declared one given twice.
  const extra = fc.option(
    fc.tuple(fc.oneof(fc.constantFrom(...declared.map((p) => p.name), 'x'), badUrlText), badUrlText),
    { nil: undefined },
  );
  return fc
    .tuple(fc.tuple(...pairs), extra)
    .map(([given, more]) => [...given, ...(more ? [`${more[0]}=${more[1]}`] : [])].filter(Boolean).join('&'));
}

function headersOf(operation: Operation): fc.Arbitrary<Record<string, string>> {
  // The tenant header stays the test's own: a wrong host is only a 404 before any input is read.
  const declared = (operation.parameters ?? []).filter((p) => p.in === 'header' && p.name !== 'x-host');
  return fc
    .tuple(...declared.map(() => fc.option(headerText, { nil: undefined })))
    .map((values) =>
      Object.fromEntries(
        declared.flatMap((p, index) => (values[index] === undefined ? [] : [[p.name, values[index]!]])),
      ),
    );
}

interface Body {
  text: string;
  type: string;
}

const json = (value: unknown): Body => ({ text: toJson(value), type: 'application/json' });

function bodyOf(operation: Operation, document: SchemaDocument): fc.Arbitrary<Body | undefined> {
  const schema = operation.requestBody?.content?.['application/json']?.schema;
  // A GET cannot carry a body (fetch refuses to send one).
  if (operation.method === 'GET' || operation.method === 'HEAD') return fc.constant(undefined);
  // A body where none is declared is ignored, which is worth proving too.
  if (!schema) return fc.option(wrongType.map(json), { nil: undefined, freq: 3 });
  return fc.oneof(
    { weight: 8, arbitrary: nearlyValid(schema, document).map(json) },
    { weight: 2, arbitrary: badValue.map(json) },
    { weight: 2, arbitrary: notJson.map((text) => ({ text, type: 'application/json' })) },
    {
      weight: 1,
      arbitrary: nearlyValid(schema, document).map((value) => ({ ...json(value), type: 'text/plain' })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

/** Bad requests for one operation of the document. */
export function badRequests(operation: Operation, document: SchemaDocument): fc.Arbitrary<BadRequest> {
  return fc
    .record({
      path: pathOf(operation),
      query: queryOf(operation),
      headers: headersOf(operation),
      body: bodyOf(operation, document),
    })
    .map(({ path, query, headers, body }) => ({
      method: operation.method,
      url: query ? `${path}?${query}` : path,
      headers: body ? { ...headers, 'Content-Type': body.type } : headers,
      ...(body ? { body: body.text } : {}),
    }));
}

/** The document's operations, each with its method and path. */
export function operationsOf(document: { paths: Record<string, Record<string, Operation>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
}
