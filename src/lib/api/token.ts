import { stripBearer } from '#contract/bearer-token.ts';

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
  // A token may come already prefixed (stored sessions carry 'Bearer xyz'): never send 'Bearer Bearer'.
  const bare = stripBearer(token);
  if (bare) return `Bearer ${bare}`;
  if (basic) return `Basic ${encodeBasic(basic)}`;
  return undefined;
}
