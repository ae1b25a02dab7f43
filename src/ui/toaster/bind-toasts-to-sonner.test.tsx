import type { ExternalToast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toastsMachine } from '#machines/toasts/toasts.machine.ts';
import { bindToastsToSonner, type SonnerApi } from './bind-toasts-to-sonner.tsx';

const fakeSonner = () => {
  const calls: string[] = [];
  const options = new Map<string, ExternalToast>();
  const show = (kind: string) => (title: string, data: ExternalToast) => {
    calls.push(`${kind} ${String(data.id)} ${title}`);
    options.set(String(data.id), data);
    return data.id ?? '';
  };
  const api: SonnerApi = {
    success: show('success'),
    error: show('error'),
    dismiss: (id) => (calls.push(`dismiss ${id}`), id),
  };
  return { api, calls, options };
};

const setup = () => {
  // A clock that never fires: these tests are about what sonner is told, not about time.
  const toasts = createActor(toastsMachine, { clock: { setTimeout: () => 0, clearTimeout: () => {} } }).start();
  const sonner = fakeSonner();
  const unbind = bindToastsToSonner(toasts, sonner.api);
  return { toasts, sonner, unbind };
};

describe('bindToastsToSonner', () => {
  it('shows each open toast once, by colour, with sonner timing off and the icon set', () => {
    const { toasts, sonner } = setup();
    toasts.send({ type: 'toast.add', title: 'Saved', color: 'success' });
    toasts.send({ type: 'toast.add', title: 'Failed', color: 'error' });
    toasts.send({ type: 'toast.pause' });
    expect(sonner.calls).toEqual(['success toast-1 Saved', 'error toast-2 Failed']);
    expect(sonner.options.get('toast-1')).toMatchObject({ id: 'toast-1', duration: Infinity });
    expect(sonner.options.get('toast-1')?.icon).toBeTruthy();
  });

  it('dismisses in sonner as soon as the machine closes or drops a toast', () => {
    const { toasts, sonner } = setup();
    for (const n of [1, 2, 3, 4, 5]) toasts.send({ type: 'toast.add', title: `T${n}`, color: 'success' });
    toasts.send({ type: 'toast.close', id: 'toast-2' });
    toasts.send({ type: 'toast.add', title: 'T6', color: 'success' });
    expect(sonner.calls.slice(5)).toEqual(['dismiss toast-2', 'dismiss toast-1', 'success toast-6 T6']);
  });

  it("reports sonner's dismissal (close button, swipe, Escape) to the machine as toast.close", () => {
    const { toasts, sonner } = setup();
    toasts.send({ type: 'toast.add', title: 'Saved', color: 'success' });
    const dismissed = sonner.options.get('toast-1')?.onDismiss;
    dismissed?.({ id: 'toast-1' });
    expect(toasts.getSnapshot().context.toasts[0]?.open).toBe(false);
    expect(sonner.calls).toEqual(['success toast-1 Saved', 'dismiss toast-1']);
  });

  it('shows a toast again when the same id is added with new words', () => {
    const { toasts, sonner } = setup();
    toasts.send({ type: 'toast.add', id: 'planning', title: 'Sending', color: 'success' });
    toasts.send({ type: 'toast.add', id: 'planning', title: 'Failed', color: 'error' });
    expect(sonner.calls).toEqual(['success planning Sending', 'error planning Failed']);
  });

  it('stops following the machine once unbound', () => {
    const { toasts, sonner, unbind } = setup();
    unbind();
    toasts.send({ type: 'toast.add', title: 'Saved', color: 'success' });
    expect(sonner.calls).toEqual([]);
  });

  it('shows what is already queued when bound late', () => {
    const toasts = createActor(toastsMachine).start();
    toasts.send({ type: 'toast.add', title: 'Early', color: 'success' });
    const sonner = fakeSonner();
    bindToastsToSonner(toasts, sonner.api);
    expect(sonner.calls).toEqual(['success toast-1 Early']);
    toasts.stop();
  });
});
