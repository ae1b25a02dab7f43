import { defineModel } from '#machines/graph-walk.ts';
import {
  expireTimerId,
  removeTimerId,
  TOAST_LIMIT,
  toastsMachine,
  type ToastsEvent,
  type ToastsSnapshot,
} from './toasts.machine.ts';

/** The timers a snapshot promises: open toasts count down unless paused, closing ones await removal. */
const expectedTimers = (snapshot: ToastsSnapshot): string[] =>
  snapshot.context.toasts
    .flatMap((toast) =>
      toast.open
        ? snapshot.matches({ visible: 'paused' }) || !Number.isFinite(toast.duration)
          ? []
          : [expireTimerId(toast.id)]
        : [removeTimerId(toast.id)],
    )
    .sort();

export const model = defineModel({
  name: 'toasts',
  machine: toastsMachine,
  events: ({ context: { toasts } }): ToastsEvent[] => {
    const open = toasts.find((toast) => toast.open);
    const closing = toasts.find((toast) => !toast.open);
    return [
      // Colours alternate so both icons appear along the paths.
      { type: 'toast.add', title: `Notice ${toasts.length + 1}`, color: toasts.length % 2 === 0 ? 'success' : 'error' },
      ...(open ? [{ type: 'toast.close', id: open.id } as const, { type: 'toast.expire', id: open.id } as const] : []),
      ...(closing ? [{ type: 'toast.remove', id: closing.id } as const] : []),
      { type: 'toast.pause' },
      { type: 'toast.resume' },
    ];
  },
  // Counts decide every guard (last toast, queue full); ids and titles do not. At most 5 toasts: bounded.
  abstract: ({ context: { toasts } }) => [toasts.filter((t) => t.open).length, toasts.filter((t) => !t.open).length],
  delayedId: (event) => {
    if (event.type === 'toast.expire') return expireTimerId(event.id);
    if (event.type === 'toast.remove') return removeTimerId(event.id);
    return undefined;
  },
  verify: (actor, expected) => {
    const pending = Object.values(actor.system.getSnapshot()._scheduledEvents)
      .filter((scheduled) => scheduled.source === actor)
      .map((scheduled) => scheduled.id)
      .sort();
    const want = expectedTimers(expected);
    if (JSON.stringify(pending) !== JSON.stringify(want)) {
      throw new Error(`timers differ: pending [${pending.join(', ')}], expected [${want.join(', ')}]`);
    }
    if (expected.context.toasts.length > TOAST_LIMIT) throw new Error(`more than ${TOAST_LIMIT} toasts kept`);
  },
});
