import { defineModel } from '#machines/model-walk/machine-model.ts';
import { expireTimerId, removeTimerId, toastsMachine, type ToastsEvent } from './toasts.machine.ts';
import { refusedToastEvents, toastRules } from './toasts.model-rules.ts';

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
  rules: toastRules,
  refused: refusedToastEvents,
});
