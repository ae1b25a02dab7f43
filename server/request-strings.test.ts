import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainTextCheck, singleLineCheck } from '#contract/text.ts';
import { createTestApp } from '#tests/server/test-app.ts';
import { openTestDatabase } from '#tests/server/test-database.ts';

/*
 * Decision 0027: every string a request brings in (body, query, path) is built from the
 * contract's text() (one line: no control characters either) or multilineText(), and so
 * refuses NUL and lone surrogates. This walks the zod schemas of every
 * registered route, so a new route or field that uses a bare z.string() fails here by its path
 * before it can answer 500 (the bad-input property test would find it only by chance).
 */

const database = await openTestDatabase();
const { app } = createTestApp(database.db);
afterAll(() => database.close());

/** Paths (in the schema) of every string schema without the plain-text check. */
function bareStrings(schema: z.ZodType, path: string, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const walk = (inner: unknown, at: string) => bareStrings(inner as z.ZodType, at, seen);
  if (schema instanceof z.ZodString || schema instanceof z.ZodStringFormat)
    return (schema._zod.def.checks ?? []).some((check) => check === plainTextCheck || check === singleLineCheck)
      ? []
      : [path];
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape).flatMap(([key, inner]) => walk(inner, `${path}.${key}`));
  if (schema instanceof z.ZodArray) return walk(schema.element, `${path}[]`);
  if (schema instanceof z.ZodRecord)
    return [...walk(schema.keyType, `${path}{key}`), ...walk(schema.valueType, `${path}{}`)];
  if (schema instanceof z.ZodUnion) return schema.options.flatMap((option) => walk(option, path));
  if (schema instanceof z.ZodPipe) return [...walk(schema.in, path), ...walk(schema.out, path)];
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  )
    return walk(schema.unwrap(), path);
  if (schema instanceof z.ZodLazy) return walk(schema.unwrap(), path);
  return [];
}

const routes = app.openAPIRegistry.definitions.flatMap((definition) =>
  definition.type === 'route' ? [definition.route] : [],
);

describe('every request string refuses NUL and lone surrogates (text())', () => {
  it('finds the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it('knows a bare string when it sees one (the walk can fail)', () => {
    const sample = z.object({ a: z.string(), b: z.array(z.object({ c: z.email().optional() })) });
    expect(bareStrings(sample, 'body')).toEqual(['body.a', 'body.b[].c']);
  });

  it.each(routes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      // Every media type the route reads (JSON, and e.g. the CSP report formats), not only JSON.
      const bodies = Object.entries(route.request?.body?.content ?? {}).map(
        ([type, media]): [string, z.ZodType | undefined] => [
          `body(${type})`,
          media && 'schema' in media ? (media.schema as z.ZodType) : undefined,
        ],
      );
      const parts: [string, z.ZodType | undefined][] = [
        ...bodies,
        ['query', route.request?.query as z.ZodType | undefined],
        ['params', route.request?.params as z.ZodType | undefined],
      ];
      expect(parts.flatMap(([name, schema]) => (schema ? bareStrings(schema, name) : []))).toEqual([]);
    },
  );
});
