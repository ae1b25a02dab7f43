/**
 * The Authorization header value. A token may reach us already prefixed (some login responses
 * and stored sessions carry 'Bearer xyz'); stripping it first means we never send 'Bearer Bearer'.
 */
export const stripBearer = (token: string): string =>
  token
    .trim()
    .replace(/^Bearer(\s+|$)/i, '')
    .trim();

export interface BasicCredentials {
  username: string;
  password: string;
}

/** RFC 7617 with UTF-8: btoa alone throws on characters outside Latin-1. */
export function encodeBasic({ username, password }: BasicCredentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Spec §6: a bearer token when there is one, else basic credentials when configured, else nothing. */
export function authorizationHeader(
  token: string | null | undefined,
  basic: BasicCredentials | undefined,
): string | undefined {
  const bare = token ? stripBearer(token) : '';
  if (bare) return `Bearer ${bare}`;
  if (basic) return `Basic ${encodeBasic(basic)}`;
  return undefined;
}
