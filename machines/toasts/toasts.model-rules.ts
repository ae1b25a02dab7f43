import { rule, type WalkStep } from '#machines/model-walk/machine-model.ts';
import type { ToastsEvent, ToastsMachine, ToastsSnapshot } from './toasts.machine.ts';

/*
 * Spec §4/§9 toast rules, written apart from the machine with the spec's own numbers: nothing here
 * is imported from toasts.machine.ts but types, so a changed constant there breaks a rule here.
 * Checked after every step of every walked path (toasts.model.ts); the timing itself is also
 * checked with fake timers in toasts.test.ts.
 */

const LIMIT = 5;
const REMOVE_DELAY_MS = 200;
const DEFAULT_DURATION_MS = 5000;

const isPaused = (snapshot: ToastsSnapshot) => JSON.stringify(snapshot.value) === '{"visible":"paused"}';

export function toastRules({ before, event, after, scheduled }: WalkStep<ToastsMachine>): void {
  const { toasts } = after.context;
  rule(toasts.length <= LIMIT, `at most ${LIMIT} toasts are kept, found ${toasts.length}`);
  rule((toasts.length === 0) === (after.value === 'idle'), 'idle exactly when the queue is empty');

  // Timers: a closing toast is removed 200 ms after it closed; an open one counts down unless paused.
  const pending = (type: string, id: string) =>
    scheduled.filter((s) => s.event.type === type && (s.event as { id?: string }).id === id);
  for (const toast of toasts) {
    const expiring = pending('toast.expire', toast.id);
    const removing = pending('toast.remove', toast.id);
    if (!toast.open) {
      rule(removing.length === 1 && removing[0]?.delay === REMOVE_DELAY_MS, `closed ${toast.id} leaves after 200 ms`);
      rule(expiring.length === 0, `closed ${toast.id} no longer counts down`);
    } else {
      rule(removing.length === 0, `open ${toast.id} is not being removed`);
      const counting = !isPaused(after) && Number.isFinite(toast.duration);
      rule(expiring.length === (counting ? 1 : 0), `open ${toast.id} counts down only while not paused`);
    }
  }
  rule(
    scheduled.every((s) => toasts.some((toast) => toast.id === (s.event as { id?: string }).id)),
    'no timer outlives its toast',
  );

  if (!before || !event) return;
  const previous = before.context.toasts;
  const sent = event as ToastsEvent;
  if (sent.type === 'toast.add') {
    const added = toasts.at(-1);
    rule(added?.title === sent.title && added.color === sent.color && added.open, 'the added toast is last and open');
    rule(added.duration === (sent.duration ?? DEFAULT_DURATION_MS), 'a toast lasts 5000 ms unless told otherwise');
    // The latest 5 are kept, oldest dropped; an id already queued is replaced.
    const kept = [...previous.filter((toast) => toast.id !== added.id).map((toast) => toast.id), added.id];
    rule(
      JSON.stringify(toasts.map((toast) => toast.id)) === JSON.stringify(kept.slice(-LIMIT)),
      `the latest ${LIMIT} are kept: ${kept.join(',')}`,
    );
    if (!isPaused(after) && sent.duration === undefined) {
      rule(pending('toast.expire', added.id)[0]?.delay === DEFAULT_DURATION_MS, 'a new toast closes after 5000 ms');
    }
  }
  if ((sent.type === 'toast.close' || sent.type === 'toast.expire') && previous.some((t) => t.id === sent.id)) {
    rule(toasts.find((toast) => toast.id === sent.id)?.open === false, `${sent.type} marks the toast closed`);
  }
  if (sent.type === 'toast.remove') {
    rule(!toasts.some((toast) => toast.id === sent.id), 'a removed toast leaves the queue');
    rule(toasts.length === previous.length - 1, 'removing takes exactly one toast');
  }
  if (sent.type === 'toast.pause' || sent.type === 'toast.resume') {
    rule(
      JSON.stringify(toasts) === JSON.stringify(previous),
      'pausing and resuming change no toast, only their timers',
    );
  }
  if (sent.type === 'toast.resume' && sent.at === undefined) {
    // No time is known to have passed: each open toast has all of its time again.
    for (const toast of toasts.filter((t) => t.open && Number.isFinite(t.duration)))
      rule(pending('toast.expire', toast.id)[0]?.delay === toast.duration, `${toast.id} resumes with its time left`);
  }
}

/** What the spec has a toast queue ignore: unknown ids, closing twice, removing an open toast, timing while paused. */
export function refusedToastEvents(snapshot: ToastsSnapshot): ToastsEvent[] {
  const { toasts } = snapshot.context;
  const open = toasts.find((toast) => toast.open);
  const closing = toasts.find((toast) => !toast.open);
  return [
    { type: 'toast.close', id: 'no-such-toast' },
    { type: 'toast.expire', id: 'no-such-toast' },
    { type: 'toast.remove', id: 'no-such-toast' },
    ...(open ? [{ type: 'toast.remove', id: open.id } as const] : []),
    ...(closing
      ? [{ type: 'toast.close', id: closing.id } as const, { type: 'toast.expire', id: closing.id } as const]
      : []),
    ...(snapshot.value === 'idle' ? [{ type: 'toast.pause' } as const, { type: 'toast.resume' } as const] : []),
    ...(isPaused(snapshot)
      ? [{ type: 'toast.pause' } as const, ...(open ? [{ type: 'toast.expire', id: open.id } as const] : [])]
      : []),
    ...(JSON.stringify(snapshot.value) === '{"visible":"running"}' ? [{ type: 'toast.resume' } as const] : []),
  ];
}
