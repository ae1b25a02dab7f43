/** Any plain object; values are checked when flattened, so z.infer'd query types fit as they are. */
export type QueryParams = Readonly<Record<string, unknown>>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

function append(params: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (value instanceof Date) {
    params.append(key, value.toISOString());
    return;
  }
  if (Array.isArray(value)) {
    // Primitives repeat the key (ids=1&ids=2), which servers read as a list. Objects in a list
    // need their position to stay grouped, so they take it as one more dotted segment.
    value.forEach((item, index) => append(params, isPlainObject(item) ? `${key}.${index}` : key, item));
    return;
  }
  if (isPlainObject(value)) {
    for (const [name, inner] of Object.entries(value)) append(params, `${key}.${name}`, inner);
    return;
  }
  if (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    typeof value === 'bigint'
  ) {
    params.append(key, String(value));
    return;
  }
  throw new TypeError(`Query value "${key}" cannot be sent (${typeof value})`);
}

/**
 * Spec §7: nested query values flattened with dotted keys.
 * `{ paging: { page: 1, size: 20 }, ids: [1, 2] }` → `paging.page=1&paging.size=20&ids=1&ids=2`.
 * undefined and null are left out; dates go as ISO strings.
 */
export function flattenQuery(query: QueryParams | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (query) for (const [key, value] of Object.entries(query)) append(params, key, value);
  return params;
}
