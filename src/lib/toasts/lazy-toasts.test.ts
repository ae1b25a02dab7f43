import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastsMachine } from '#machines/toasts/toasts.machine.ts';
import { selectToasts } from '#machines/toasts/toasts.selectors.ts';
import { lazyToasts } from './lazy-toasts.ts';

const runtime = () => ({ actor: createActor(toastsMachine).start(), View: () => null as never });

describe('lazyToasts', () => {
  it('loads nothing until a toast is sent or preloaded', () => {
    const load = vi.fn(async () => runtime());
    lazyToasts(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('delivers events sent before loading, in order, once loaded', async () => {
    const loaded = runtime();
    const handle = lazyToasts(async () => loaded);
    handle.send({ type: 'toast.add', title: 'First', color: 'success' });
    handle.send({ type: 'toast.add', title: 'Second', color: 'error' });
    expect(handle.current()).toBeUndefined();
    await handle.preload();
    expect(selectToasts(loaded.actor.getSnapshot()).map((toast) => toast.title)).toEqual(['First', 'Second']);
  });

  it('loads once however often it is asked, and tells subscribers when it has', async () => {
    const load = vi.fn(async () => runtime());
    const handle = lazyToasts(load);
    const listener = vi.fn();
    handle.subscribe(listener);
    await Promise.all([handle.preload(), handle.preload()]);
    handle.send({ type: 'toast.add', title: 'Later', color: 'success' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(selectToasts(handle.current()!.actor.getSnapshot())).toHaveLength(1);
  });

  it('stamps a toast.add with the time it was sent, so its countdown starts then', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const loaded = runtime();
      const seen: unknown[] = [];
      const send = loaded.actor.send.bind(loaded.actor);
      loaded.actor.send = (event) => (seen.push(event), send(event));
      const handle = lazyToasts(async () => loaded);
      handle.send({ type: 'toast.add', title: 'Early', color: 'success' });
      vi.setSystemTime(1_000_250);
      await handle.preload();
      handle.send({ type: 'toast.add', title: 'Given', color: 'success', at: 5 });
      expect(seen).toEqual([
        { type: 'toast.add', title: 'Early', color: 'success', at: 1_000_000 },
        { type: 'toast.add', title: 'Given', color: 'success', at: 5 },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
