import type { ApiIssue } from '#contract/errors.ts';

/*
 * Where the website's images may come from: the site itself, and the https origins the
 * operator lists in IMAGE_ORIGINS, which the Content-Security-Policy's img-src allows and nothing else
 * (security-headers.ts). An image from anywhere else would be blocked in every visitor's browser, so
 * a draft that names one is refused when it is saved, with the field's path.
 */

export const foreignImageMessage = (imageOrigins: readonly string[]): string =>
  imageOrigins.length === 0
    ? 'Images must be files of this site (an address starting with /)'
    : `Images must be files of this site or come from ${imageOrigins.join(', ')}`;

/** Whether an image address may be shown: a path of this site, or an address on a listed origin. */
export function isAllowedImage(src: string, imageOrigins: readonly string[]): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  try {
    return imageOrigins.includes(new URL(src).origin);
  } catch {
    return false;
  }
}

/** Every image (`src` of the site document, at any depth) that may not be shown, as 422 issues by path. */
export function foreignImageIssues(content: unknown, imageOrigins: readonly string[], path = ''): ApiIssue[] {
  if (Array.isArray(content))
    return content.flatMap((item, index) => foreignImageIssues(item, imageOrigins, join(path, String(index))));
  if (content === null || typeof content !== 'object') return [];
  return Object.entries(content).flatMap(([key, value]) =>
    key === 'src' && typeof value === 'string'
      ? isAllowedImage(value, imageOrigins)
        ? []
        : [{ path: join(path, key), message: foreignImageMessage(imageOrigins) }]
      : foreignImageIssues(value, imageOrigins, join(path, key)),
  );
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
