/**
 * Asks `read` again and again (every `everyMs`) until `done` accepts its answer; resolves with how
 * long that took. Fails with the last answer after `timeoutMs`. For waiting on what another
 * process or connection does, instead of sleeping a fixed time.
 */
export async function pollUntil<T>(
  read: () => Promise<T> | T,
  done: (value: T) => boolean,
  { timeoutMs = 5000, everyMs = 50 }: { timeoutMs?: number; everyMs?: number } = {},
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const value = await read();
    const elapsed = performance.now() - started;
    if (done(value)) return elapsed;
    if (elapsed > timeoutMs) throw new Error(`Still not there after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
