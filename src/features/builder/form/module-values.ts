/** JSON with object keys sorted, so two values compare equal whatever order their keys were set in. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * The top-level fields of `next` that differ from `module` (a field gone from `next` is sent as
 * undefined, which the builder drops), or null when nothing changed. Ids and types never change.
 */
export function changedFields(
  module: Readonly<Record<string, unknown>>,
  next: Readonly<Record<string, unknown>>,
): Record<string, unknown> | null {
  const changed: Record<string, unknown> = {};
  const keys = new Set([...Object.keys(module), ...Object.keys(next)]);
  for (const key of keys) {
    if (key === 'id' || key === 'type') continue;
    if (stableJson(module[key]) !== stableJson(next[key])) changed[key] = next[key];
  }
  return Object.keys(changed).length > 0 ? changed : null;
}
