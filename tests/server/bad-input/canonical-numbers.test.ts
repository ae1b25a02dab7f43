import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type Operation, type Parameter } from '#tests/server/bad-requests.ts';
import { looseNumberTexts } from '#tests/server/bad-values.ts';
import { FUZZ_HOST, FUZZ_SEED, openFuzzTarget } from '#tests/server/fuzz-target.ts';

const target = await openFuzzTarget();
afterAll(() => target.database.close());

/*
 * Decision 0056: a number in a path or query is read only in canonical digits. Every
 * id of every path, spelled loosely, names nothing (404); every number of a query so spelled is
 * 'Expected number' (422). The rest of the request is valid, so the answer is the number's.
 */
describe('numbers in paths and queries are read only in canonical digits', () => {
  const isNumber = (parameter: Parameter) => parameter.schema?.type === 'integer';
  /** A value the parameter accepts: its least number, its first option, a text its pattern allows. */
  const validText = ({ schema }: Parameter): string => {
    if (schema?.type === 'integer') return String(schema.minimum ?? 1);
    if (schema?.enum) return String(schema.enum[0]);
    if (schema?.pattern)
      return fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { numRuns: 1, seed: FUZZ_SEED })[0]!;
    return 'x';
  };
  /** The operation's URL with `given` (unescaped) in place of some parameters, the rest valid. */
  const urlOf = (operation: Operation, given: Record<string, string>) => {
    const parameters = operation.parameters ?? [];
    const textOf = (parameter: Parameter) => encodeURIComponent(given[parameter.name] ?? validText(parameter));
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      textOf(parameters.find((p) => p.in === 'path' && p.name === name)!),
    );
    const query = parameters
      .filter((p) => p.in === 'query' && (p.required || p.name in given))
      .map((p) => `${p.name}=${textOf(p)}`);
    return query.length > 0 ? `${path}?${query.join('&')}` : path;
  };
  const answerTo = async (operation: Operation, given: Record<string, string>) => {
    const role = target.roleOf(operation);
    const token = role ? await target.tokenOf(role) : undefined;
    const response = await target.app.request(urlOf(operation, given), {
      method: operation.method,
      headers: {
        'X-Host': FUZZ_HOST,
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const operations = target.operations;
  const withPathIds = operations.filter((op) => op.parameters?.some((p) => p.in === 'path' && isNumber(p)));
  const withQueryNumbers = operations.filter((op) => op.parameters?.some((p) => p.in === 'query' && isNumber(p)));

  it('finds the routes that take them', () => {
    expect(withPathIds.length).toBeGreaterThan(30);
    expect(withQueryNumbers.length).toBeGreaterThan(10);
  });

  it.each(withPathIds.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: 404 for a loose id',
    async (_, op) => {
      for (const { name } of op.parameters!.filter((p) => p.in === 'path' && isNumber(p)))
        for (const text of looseNumberTexts)
          expect(await answerTo(op, { [name]: text }), `${name} = ${JSON.stringify(text)}`).toEqual({
            status: 404,
            body: { status: 404, message: 'Not Found' },
          });
    },
  );

  it.each(withQueryNumbers.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s: 422 for a loose query number',
    async (_, op) => {
      for (const { name } of op.parameters!.filter((p) => p.in === 'query' && isNumber(p)))
        for (const text of looseNumberTexts)
          expect(await answerTo(op, { [name]: text }), `${name} = ${JSON.stringify(text)}`).toEqual({
            status: 422,
            body: {
              status: 422,
              message: 'Unprocessable Content',
              issues: [{ path: name, message: 'Expected number' }],
            },
          });
    },
  );
});
