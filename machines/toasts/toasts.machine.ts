import { and, assertEvent, enqueueActions, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/** Spec §9: toasts capped at 5, removal delay 200 ms, default duration 5000 ms. */
export const TOAST_LIMIT = 5;
export const TOAST_REMOVE_DELAY = 200;
export const TOAST_DEFAULT_DURATION = 5000;

export type ToastColor = 'success' | 'error';

/** Spec §3 Toast without `icon`: the icon follows from the colour (see toasts.selectors.ts). */
export interface Toast {
  id: string;
  /** False while the toast plays its way out, for TOAST_REMOVE_DELAY ms before it leaves the queue. */
  open: boolean;
  title: string;
  color: ToastColor;
  /** Its whole time on screen; Infinity never auto-dismisses. */
  duration: number;
}

/**
 * How long an open toast has left. The machine has no clock: the runtime stamps `toast.add`,
 * `toast.pause` and `toast.resume` with the time (`at`, ms), so a pause keeps what was left.
 */
export interface Countdown {
  /** Ms left when the countdown last (re)started; Infinity never runs out. */
  left: number;
  /** When it last (re)started, if the event said; null while paused or when not stamped. */
  startedAt: number | null;
}

export interface ToastsContext {
  /** Oldest first. */
  toasts: Toast[];
  /** By toast id, for open toasts only (closing ones wait for removal, not for time). */
  countdowns: Record<string, Countdown>;
  /** Source of generated ids: the machine stays pure (no random, no clock). */
  nextId: number;
}

/**
 * `at` is the time (ms, e.g. Date.now()) the runtime saw the event. Without it a toast's countdown is
 * not known to have started, so a pause takes nothing off it and a resume gives it all it had.
 */
export type ToastsEvent =
  | { type: 'toast.add'; title: string; color: ToastColor; duration?: number; id?: string; at?: number }
  | { type: 'toast.close'; id: string }
  | { type: 'toast.pause'; at?: number }
  | { type: 'toast.resume'; at?: number }
  // Raised by the machine's own delayed events; senders outside the machine have no reason to use them.
  | { type: 'toast.expire'; id: string }
  | { type: 'toast.remove'; id: string };

/** Ids of the delayed events, so a close, a pause or a drop can cancel them. */
export const expireTimerId = (toastId: string) => `toast.expire:${toastId}`;
export const removeTimerId = (toastId: string) => `toast.remove:${toastId}`;

const findToast = (context: ToastsContext, id: string) => context.toasts.find((toast) => toast.id === id);

const without = (countdowns: Record<string, Countdown>, ids: string[]) =>
  Object.fromEntries(Object.entries(countdowns).filter(([id]) => !ids.includes(id)));

/** What is left once the countdown stops at `at`: never below 0, nothing taken when either time is unknown. */
export const leftAt = (countdown: Countdown, at: number | undefined): number =>
  countdown.startedAt === null || at === undefined
    ? countdown.left
    : Math.max(0, countdown.left - Math.max(0, at - countdown.startedAt));

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  delays: {
    removeDelay: TOAST_REMOVE_DELAY,
  },
  guards: {
    isOpen: ({ context, event }) => {
      assertEvent(event, ['toast.close', 'toast.expire']);
      return findToast(context, event.id)?.open === true;
    },
    isClosing: ({ context, event }) => {
      assertEvent(event, 'toast.remove');
      return findToast(context, event.id)?.open === false;
    },
    isOnlyToast: ({ context, event }) => {
      assertEvent(event, 'toast.remove');
      return context.toasts.length === 1 && context.toasts[0]?.id === event.id;
    },
  },
  actions: {
    addToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.add');
      const toast: Toast = {
        id: event.id ?? `toast-${context.nextId}`,
        open: true,
        title: event.title,
        color: event.color,
        duration: event.duration ?? TOAST_DEFAULT_DURATION,
      };
      // A given id that is already queued is replaced, so the newest wording wins and moves to the end.
      const kept = [...context.toasts.filter((t) => t.id !== toast.id), toast].slice(-TOAST_LIMIT);
      const gone = context.toasts.filter((t) => !kept.includes(t)).map((t) => t.id);
      for (const id of gone) {
        enqueue.cancel(expireTimerId(id));
        enqueue.cancel(removeTimerId(id));
      }
      const countdown: Countdown = { left: toast.duration, startedAt: event.at ?? null };
      enqueue.assign({
        toasts: kept,
        countdowns: { ...without(context.countdowns, [...gone, toast.id]), [toast.id]: countdown },
        nextId: context.nextId + 1,
      });
    }),
    armNewest: enqueueActions(({ context, enqueue }) => {
      const toast = context.toasts.at(-1);
      const left = toast ? context.countdowns[toast.id]?.left : undefined;
      if (toast && left !== undefined && Number.isFinite(left)) {
        enqueue.raise({ type: 'toast.expire', id: toast.id }, { id: expireTimerId(toast.id), delay: left });
      }
    }),
    closeToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['toast.close', 'toast.expire']);
      const { id } = event;
      enqueue.cancel(expireTimerId(id));
      enqueue.assign({
        toasts: context.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
        countdowns: without(context.countdowns, [id]),
      });
      enqueue.raise({ type: 'toast.remove', id }, { id: removeTimerId(id), delay: 'removeDelay' });
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.remove');
      enqueue.assign({ toasts: context.toasts.filter((t) => t.id !== event.id) });
    }),
    // Only auto-dismissal pauses: a toast already closing still leaves on time.
    pauseTimers: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.pause');
      for (const id of Object.keys(context.countdowns)) enqueue.cancel(expireTimerId(id));
      enqueue.assign({
        countdowns: Object.fromEntries(
          Object.entries(context.countdowns).map(([id, countdown]) => [
            id,
            { left: leftAt(countdown, event.at), startedAt: null },
          ]),
        ),
      });
    }),
    // Each open toast gets the time it had left when paused (Radix and sonner do the same).
    resumeTimers: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.resume');
      for (const [id, { left }] of Object.entries(context.countdowns)) {
        if (Number.isFinite(left)) enqueue.raise({ type: 'toast.expire', id }, { id: expireTimerId(id), delay: left });
      }
      enqueue.assign({
        countdowns: Object.fromEntries(
          Object.entries(context.countdowns).map(([id, { left }]) => [id, { left, startedAt: event.at ?? null }]),
        ),
      });
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], countdowns: {}, nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'toast.add': { target: 'visible', actions: ['addToast', 'armNewest'] },
      },
    },
    visible: {
      initial: 'running',
      on: {
        'toast.close': { guard: 'isOpen', actions: 'closeToast' },
        'toast.remove': [
          { guard: and(['isClosing', 'isOnlyToast']), target: 'idle', actions: 'removeToast' },
          { guard: 'isClosing', actions: 'removeToast' },
        ],
      },
      states: {
        running: {
          on: {
            'toast.add': { actions: ['addToast', 'armNewest'] },
            'toast.expire': { guard: 'isOpen', actions: 'closeToast' },
            'toast.pause': { target: 'paused', actions: 'pauseTimers' },
          },
        },
        // Pointer over or focus inside the toast region (spec §9, as Radix and sonner do).
        paused: {
          on: {
            'toast.add': { actions: 'addToast' },
            'toast.resume': { target: 'running', actions: 'resumeTimers' },
          },
        },
      },
    },
  },
});

export type ToastsMachine = typeof toastsMachine;
export type ToastsActorRef = ActorRefFrom<ToastsMachine>;
export type ToastsSnapshot = SnapshotFrom<ToastsMachine>;
