import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast as sonner } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toastsMachine, type ToastColor } from '#machines/toasts/toasts.machine.ts';
import { selectIsPaused, selectToasts } from '#machines/toasts/toasts.selectors.ts';
import { bindToastsToSonner } from './bind-toasts-to-sonner.tsx';
import { Toaster } from './Toaster.tsx';

let toasts: ReturnType<typeof createActor<typeof toastsMachine>>;
let unbind: () => void;

// Sonner publishes through setTimeout and requestAnimationFrame, and React renders only when an act()
// ends: time moves a frame per act(), as a browser would render between frames.
const FRAME = 16;
const elapse = (ms: number) => {
  for (let left = ms; left >= 0; left -= FRAME) act(() => vi.advanceTimersByTime(Math.min(FRAME, left)));
};
// Stamped as the app's toasts handle stamps them (src/lib/toasts/lazy-toasts.ts).
const add = (title: string, color: ToastColor = 'success') => {
  act(() => toasts.send({ type: 'toast.add', title, color, at: Date.now() }));
  elapse(0);
};
const toastItem = (title: string) => screen.getByText(title).closest<HTMLElement>('[data-sonner-toast]')!;
const shown = () => [...document.querySelectorAll('[data-sonner-toast][data-removed="false"]')];
const queue = () => selectToasts(toasts.getSnapshot());

beforeEach(() => {
  vi.useFakeTimers();
  toasts = createActor(toastsMachine).start();
  unbind = bindToastsToSonner(toasts, sonner);
  render(<Toaster toasts={toasts} />);
});

afterEach(() => {
  // Sonner keeps its queue in a module singleton: empty it so the next test starts clean.
  act(() => sonner.dismiss());
  elapse(1000);
  unbind();
  toasts.stop();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows an added toast with a check icon for success', () => {
    add('Your changes were saved');
    const item = toastItem('Your changes were saved');
    expect(item).toHaveAttribute('data-type', 'success');
    const icon = item.querySelector('[data-icon] svg');
    expect(icon).toHaveAttribute('data-toast-icon', 'check');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an error toast with an exclamation icon', () => {
    add('There was an error submitting your planning form.', 'error');
    const item = toastItem('There was an error submitting your planning form.');
    expect(item).toHaveAttribute('data-type', 'error');
    expect(item.querySelector('[data-icon] svg')).toHaveAttribute('data-toast-icon', 'exclamation');
  });

  it('announces the title through a polite live region named Notifications', () => {
    add('Saved');
    const region = screen.getByRole('region', { name: /^Notifications/ });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Saved');
  });

  it('closing removes the toast after 200 ms', () => {
    add('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(queue()[0]?.open).toBe(false);
    elapse(199);
    expect(queue()).toHaveLength(1);
    elapse(1);
    expect(queue()).toEqual([]);
  });

  it('a closed toast leaves the screen with its exit animation', () => {
    add('Saved');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    elapse(150);
    expect(toastItem('Saved')).toHaveAttribute('data-removed', 'true');
    elapse(100);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(queue()).toEqual([]);
  });

  it('auto-dismisses after the default duration, the machine keeping time', () => {
    add('Saved');
    elapse(4999);
    expect(toastItem('Saved')).toHaveAttribute('data-removed', 'false');
    elapse(1);
    expect(queue()[0]?.open).toBe(false);
    elapse(250);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows at most 5: a sixth pushes the oldest out', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) add(`Notice ${n}`);
    elapse(250);
    expect(shown()).toHaveLength(5);
    expect(screen.queryByText('Notice 1')).not.toBeInTheDocument();
    expect(screen.getByText('Notice 6')).toBeInTheDocument();
  });

  it('Escape closes the focused toast', () => {
    add('First');
    add('Second');
    const first = toastItem('First');
    act(() => first.focus());
    fireEvent.keyDown(first, { key: 'Escape', code: 'Escape' });
    expect(queue().map(({ title, open }) => [title, open])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
    elapse(250);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('F8 moves focus to the notifications list, where Escape closes the newest toast', () => {
    add('First');
    add('Second');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    const list = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(document.activeElement).toBe(list);
    fireEvent.keyDown(list!, { key: 'Escape', code: 'Escape' });
    expect(queue().map(({ title, open }) => [title, open])).toEqual([
      ['First', true],
      ['Second', false],
    ]);
  });

  it('pauses auto-dismissal while the pointer is over the region', () => {
    add('Saved');
    fireEvent.pointerEnter(toastItem('Saved'));
    expect(selectIsPaused(toasts.getSnapshot())).toBe(true);
    elapse(15_000);
    expect(queue()[0]?.open).toBe(true);
    fireEvent.pointerLeave(toastItem('Saved'));
    expect(selectIsPaused(toasts.getSnapshot())).toBe(false);
    elapse(5000);
    expect(queue()[0]?.open).toBe(false);
  });

  it('a toast hovered after 4000 ms has 1000 ms left when the pointer leaves', () => {
    add('Saved');
    elapse(4000);
    fireEvent.pointerEnter(toastItem('Saved'));
    elapse(20_000);
    fireEvent.pointerLeave(toastItem('Saved'));
    elapse(999);
    expect(queue()[0]?.open).toBe(true);
    elapse(1);
    expect(queue()[0]?.open).toBe(false);
  });

  it('pauses while focus is inside the region and resumes when it leaves', () => {
    const outside = document.body.appendChild(document.createElement('button'));
    add('Saved');
    act(() => toastItem('Saved').focus());
    expect(selectIsPaused(toasts.getSnapshot())).toBe(true);
    act(() => outside.focus());
    expect(selectIsPaused(toasts.getSnapshot())).toBe(false);
    outside.remove();
  });
});
