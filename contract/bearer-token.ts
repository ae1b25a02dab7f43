/**
 * Spec §6: the token in an Authorization value or a stored token. 'Bearer abc', 'bearer   abc',
 * 'Bearer Bearer abc' (a client that added the scheme to a token that had it) and 'abc' are the
 * same token; nothing, blanks or a bare 'Bearer' are none. The browser strips before it adds the
 * scheme (so it never sends 'Bearer Bearer'), the auth machine before it keeps a token, and the
 * server before it looks the session up: one rule on both sides.
 */
export function stripBearer(value: string | null | undefined): string | null {
  // Trimmed first, the scheme's own spaces go with it: nothing blank is left at either end.
  const bare = (value ?? '').trim().replace(/^(?:Bearer(?:\s+|$))+/i, '');
  return bare === '' ? null : bare;
}
