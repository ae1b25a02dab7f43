/**
 * How long to wait, in the words of a 429 message: the server's Retry-After (seconds) rounded up to
 * whole minutes, so "Please wait 1 minute" is never shorter than the real wait. Longer waits than two
 * hours say hours, rounded up the same way.
 */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
