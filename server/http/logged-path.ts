/*
 * The request path as the log writes it: a mailed link's token is a password for as long
 * as it works, so it never reaches the log. Queries are never logged at all (signed file links carry
 * their signature there, an invitation link its token).
 */

/**
 * Path segments whose next segment is a token: /api/auth/password-reset/{token}, the reset page,
 * invitations, and a calendar feed's address (/api/calendar-feeds/{token}/calendar.ics, decision 0128).
 */
const tokenBefore = new Set(['password-reset', 'invitation', 'calendar-feeds']);

/**
 * Two segments before a shop order's public id (22 random characters: with the access key it opens
 * the order, and it names a mourner's purchase): the API's /api/web/shop/orders/{publicId} and the
 * thank-you page's …/shop/order/{publicId}/thanks. The console's /api/staff/orders/{id} is a row id.
 */
const publicIdAfter = new Set(['shop/orders', 'shop/order']);

/**
 * Any other segment that looks like a random secret: 32 or more base64url characters with a digit or
 * a capital (tokens are 43; a long lower-case slug like an obituary's name stays readable).
 */
const looksLikeSecret = (segment: string) => /^[\w-]{32,}$/.test(segment) && /[\dA-Z]/.test(segment);

export const redactedSegment = ':redacted';

export function loggedPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      const previous = segments[index - 1]?.toLowerCase();
      if (previous !== undefined && tokenBefore.has(previous) && segment !== '') return redactedSegment;
      const twoBefore = `${segments[index - 2]?.toLowerCase()}/${previous}`;
      if (publicIdAfter.has(twoBefore) && segment !== '') return redactedSegment;
      return looksLikeSecret(decodeSegment(segment)) ? redactedSegment : segment;
    })
    .join('/');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
