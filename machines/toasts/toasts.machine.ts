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
  /** Kept so a resume can re-arm the timer; Infinity never auto-dismisses. */
  duration: number;
}

export interface ToastsContext {
  /** Oldest first. */
  toasts: Toast[];
  /** Source of generated ids: the machine stays pure (no random, no clock). */
  nextId: number;
}

export type ToastsEvent =
  | { type: 'toast.add'; title: string; color: ToastColor; duration?: number; id?: string }
  | { type: 'toast.close'; id: string }
  | { type: 'toast.pause' }
  | { type: 'toast.resume' }
  // Raised by the machine's own delayed events; senders outside the machine have no reason to use them.
  | { type: 'toast.expire'; id: string }
  | { type: 'toast.remove'; id: string };

/** Ids of the delayed events, so a close, a pause or a drop can cancel them. */
export const expireTimerId = (toastId: string) => `toast.expire:${toastId}`;
export const removeTimerId = (toastId: string) => `toast.remove:${toastId}`;

const findToast = (context: ToastsContext, id: string) => context.toasts.find((toast) => toast.id === id);

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
      for (const gone of context.toasts.filter((t) => !kept.includes(t))) {
        enqueue.cancel(expireTimerId(gone.id));
        enqueue.cancel(removeTimerId(gone.id));
      }
      enqueue.assign({ toasts: kept, nextId: context.nextId + 1 });
    }),
    armNewest: enqueueActions(({ context, enqueue }) => {
      const toast = context.toasts.at(-1);
      if (toast && Number.isFinite(toast.duration)) {
        enqueue.raise({ type: 'toast.expire', id: toast.id }, { id: expireTimerId(toast.id), delay: toast.duration });
      }
    }),
    closeToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['toast.close', 'toast.expire']);
      const { id } = event;
      enqueue.cancel(expireTimerId(id));
      enqueue.assign({ toasts: context.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) });
      enqueue.raise({ type: 'toast.remove', id }, { id: removeTimerId(id), delay: 'removeDelay' });
    }),
    removeToast: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'toast.remove');
      enqueue.assign({ toasts: context.toasts.filter((t) => t.id !== event.id) });
    }),
    // Only auto-dismissal pauses: a toast already closing still leaves on time.
    pauseTimers: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) if (toast.open) enqueue.cancel(expireTimerId(toast.id));
    }),
    // The machine has no clock, so a resume gives each open toast its whole duration again:
    // a reader who paused to read never gets less time than a toast first promised.
    resumeTimers: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) {
        if (toast.open && Number.isFinite(toast.duration)) {
          enqueue.raise({ type: 'toast.expire', id: toast.id }, { id: expireTimerId(toast.id), delay: toast.duration });
        }
      }
    }),
  },
}).createMachine({
  id: 'toasts',
  context: { toasts: [], nextId: 1 },
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
