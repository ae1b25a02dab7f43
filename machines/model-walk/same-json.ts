/** Throws, showing both, unless `actual` and `expected` have the same JSON: how the walk compares snapshots. */
export function sameJson(what: string, actual: unknown, expected: unknown): void {
  const [a, e] = [JSON.stringify(actual), JSON.stringify(expected)];
  if (a !== e) throw new Error(`${what} differs from the model\n  actual:   ${a}\n  expected: ${e}`);
}
