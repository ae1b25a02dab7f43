import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * Order ids and access keys (decision 0034). The public id is what URLs show: 128 random bits, so
 * orders cannot be counted or guessed. The access key is what lets a browser read the order: 256
 * random bits, handed out once (to the browser that ordered, and in the mail's link); the database
 * keeps only its sha-256, so a copy of the database opens no thanks page.
 */

export const newOrderPublicId = (): string => randomBytes(16).toString('base64url');

export const newAccessKey = (): string => randomBytes(32).toString('base64url');

export const hashAccessKey = (key: string): string => createHash('sha256').update(key).digest('base64url');

/** Whether `key` is the order's key, compared in constant time. */
export function accessKeyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashAccessKey(key));
  const stored = Buffer.from(storedHash);
  return given.length === stored.length && timingSafeEqual(given, stored);
}
