import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { describeModelWalk } from '#machines/model-walk/describe-model-walk.ts';
import { toastsMachine, type ToastColor } from './toasts.machine.ts';
import { model } from './toasts.model.ts';
import { selectIsPaused, selectNewestOpenToastId, selectToasts, toastIcon, toToastView } from './toasts.selectors.ts';

const start = () => createActor(toastsMachine).start();
type Toasts = ReturnType<typeof start>;

const add = (
  actor: Toasts,
  title: string,
  color: ToastColor = 'success',
  extra: { duration?: number; id?: string } = {},
) => actor.send({ type: 'toast.add', title, color, ...extra });
const toasts = (actor: Toasts) => selectToasts(actor.getSnapshot());
const titles = (actor: Toasts) => toasts(actor).map((toast) => toast.title);
const isOpen = (actor: Toasts, id: string) => toasts(actor).find((toast) => toast.id === id)?.open;

describe('toasts machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts idle with an empty queue', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(toasts(actor)).toEqual([]);
  });

  it('adds an open toast with a generated id and the default duration', () => {
    const actor = start();
    add(actor, 'Saved');
    expect(actor.getSnapshot().value).toEqual({ visible: 'running' });
    expect(toasts(actor)).toEqual([{ id: 'toast-1', open: true, title: 'Saved', color: 'success', duration: 5000 }]);
    add(actor, 'Again');
    expect(toasts(actor).map((toast) => toast.id)).toEqual(['toast-1', 'toast-2']);
  });

  it('keeps a given id, and a toast added again under the same id replaces the first at the end', () => {
    const actor = start();
    add(actor, 'Sending', 'success', { id: 'planning' });
    add(actor, 'Other');
    add(actor, 'There was an error submitting your planning form.', 'error', { id: 'planning' });
    expect(toasts(actor).map(({ id, title }) => [id, title])).toEqual([
      ['toast-2', 'Other'],
      ['planning', 'There was an error submitting your planning form.'],
    ]);
  });

  it('derives the icon from the colour: check for success, exclamation for error (spec §8)', () => {
    expect(toastIcon('success')).toBe('check');
    expect(toastIcon('error')).toBe('exclamation');
    const actor = start();
    add(actor, 'Oops', 'error');
    expect(toToastView(toasts(actor)[0]!)).toEqual({
      id: 'toast-1',
      open: true,
      title: 'Oops',
      icon: 'exclamation',
      color: 'error',
    });
  });

  it(`keeps the latest ${5}: a sixth drops the oldest`, () => {
    const actor = start();
    for (const n of [1, 2, 3, 4, 5, 6]) add(actor, `T${n}`);
    expect(titles(actor)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6']);
  });

  it('forgets the countdown of a dropped toast: a resume does not bring it back', () => {
    const actor = start();
    for (const n of [1, 2, 3, 4, 5, 6]) add(actor, `T${n}`);
    actor.send({ type: 'toast.pause' });
    actor.send({ type: 'toast.resume' });
    expect(Object.keys(actor.getSnapshot().context.countdowns)).toEqual([
      'toast-2',
      'toast-3',
      'toast-4',
      'toast-5',
      'toast-6',
    ]);
  });

  it('a toast that never auto-dismisses stays after a pause and a resume', () => {
    const actor = start();
    add(actor, 'Sticky', 'error', { duration: Infinity });
    actor.send({ type: 'toast.pause', at: Date.now() });
    actor.send({ type: 'toast.resume', at: Date.now() });
    vi.advanceTimersByTime(60_000);
    expect(isOpen(actor, 'toast-1')).toBe(true);
  });

  it('forgets the timers of a dropped toast', () => {
    const actor = start();
    add(actor, 'T1');
    actor.send({ type: 'toast.close', id: 'toast-1' });
    for (const n of [2, 3, 4, 5, 6]) add(actor, `T${n}`);
    expect(titles(actor)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6']);
    vi.advanceTimersByTime(200);
    expect(titles(actor)).toEqual(['T2', 'T3', 'T4', 'T5', 'T6']);
  });

  it(`closing marks the toast closed and removes it ${200} ms later`, () => {
    const actor = start();
    add(actor, 'Saved');
    actor.send({ type: 'toast.close', id: 'toast-1' });
    expect(isOpen(actor, 'toast-1')).toBe(false);
    vi.advanceTimersByTime(199);
    expect(titles(actor)).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(toasts(actor)).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('ignores closing an unknown or already closed toast', () => {
    const actor = start();
    actor.send({ type: 'toast.close', id: 'nope' });
    add(actor, 'Saved');
    actor.send({ type: 'toast.close', id: 'toast-1' });
    vi.advanceTimersByTime(199);
    actor.send({ type: 'toast.close', id: 'toast-1' });
    vi.advanceTimersByTime(1);
    expect(toasts(actor)).toEqual([]);
  });

  it('auto-dismisses after the default duration, then removes', () => {
    const actor = start();
    add(actor, 'Saved');
    vi.advanceTimersByTime(4999);
    expect(isOpen(actor, 'toast-1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(actor, 'toast-1')).toBe(false);
    vi.advanceTimersByTime(200);
    expect(toasts(actor)).toEqual([]);
  });

  it('honours a given duration, and Infinity never auto-dismisses', () => {
    const actor = start();
    add(actor, 'Quick', 'success', { duration: 1000 });
    add(actor, 'Sticky', 'error', { duration: Infinity });
    vi.advanceTimersByTime(1000);
    expect(isOpen(actor, 'toast-1')).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(titles(actor)).toEqual(['Sticky']);
    expect(isOpen(actor, 'toast-2')).toBe(true);
  });

  it('a manual close cancels the auto-dismiss', () => {
    const actor = start();
    add(actor, 'Saved');
    actor.send({ type: 'toast.close', id: 'toast-1' });
    add(actor, 'Next');
    vi.advanceTimersByTime(4999);
    expect(titles(actor)).toEqual(['Next']);
    expect(isOpen(actor, 'toast-2')).toBe(true);
  });

  it('pausing stops auto-dismiss, and a resume gives each open toast the time it had left', () => {
    const actor = start();
    actor.send({ type: 'toast.add', title: 'Saved', color: 'success', at: Date.now() });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'toast.pause', at: Date.now() });
    expect(selectIsPaused(actor.getSnapshot())).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(isOpen(actor, 'toast-1')).toBe(true);
    actor.send({ type: 'toast.resume', at: Date.now() });
    expect(selectIsPaused(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(999);
    expect(isOpen(actor, 'toast-1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(actor, 'toast-1')).toBe(false);
  });

  it('a second pause takes off only the time counted since the resume', () => {
    const actor = start();
    actor.send({ type: 'toast.add', title: 'Saved', color: 'success', at: Date.now() });
    vi.advanceTimersByTime(1000);
    actor.send({ type: 'toast.pause', at: Date.now() });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'toast.resume', at: Date.now() });
    vi.advanceTimersByTime(1500);
    actor.send({ type: 'toast.pause', at: Date.now() });
    vi.advanceTimersByTime(10_000);
    actor.send({ type: 'toast.resume', at: Date.now() });
    vi.advanceTimersByTime(2499);
    expect(isOpen(actor, 'toast-1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(actor, 'toast-1')).toBe(false);
  });

  it('a pause stamped before the toast was added (a clock going back) takes nothing off', () => {
    const actor = start();
    actor.send({ type: 'toast.add', title: 'Saved', color: 'success', at: 10_000 });
    actor.send({ type: 'toast.pause', at: 9_000 });
    actor.send({ type: 'toast.resume', at: 9_500 });
    vi.advanceTimersByTime(4999);
    expect(isOpen(actor, 'toast-1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(actor, 'toast-1')).toBe(false);
  });

  it('a toast paused for longer than it had left closes as soon as it resumes', () => {
    const actor = start();
    actor.send({ type: 'toast.add', title: 'Saved', color: 'success', at: 0 });
    actor.send({ type: 'toast.pause', at: 7000 });
    actor.send({ type: 'toast.resume', at: 8000 });
    vi.advanceTimersByTime(0);
    expect(isOpen(actor, 'toast-1')).toBe(false);
  });

  it('without times in the events, a resume gives a toast its whole 5000 ms again', () => {
    const actor = start();
    add(actor, 'Saved');
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'toast.pause' });
    actor.send({ type: 'toast.resume' });
    vi.advanceTimersByTime(4999);
    expect(isOpen(actor, 'toast-1')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen(actor, 'toast-1')).toBe(false);
  });

  it('a toast added while paused waits for the resume', () => {
    const actor = start();
    add(actor, 'First');
    actor.send({ type: 'toast.pause' });
    add(actor, 'Second');
    vi.advanceTimersByTime(60_000);
    expect(toasts(actor).every((toast) => toast.open)).toBe(true);
    actor.send({ type: 'toast.resume' });
    vi.advanceTimersByTime(5000 + 200);
    expect(toasts(actor)).toEqual([]);
  });

  it('a closing toast still leaves on time while paused', () => {
    const actor = start();
    add(actor, 'First');
    add(actor, 'Second');
    actor.send({ type: 'toast.pause' });
    actor.send({ type: 'toast.close', id: 'toast-1' });
    vi.advanceTimersByTime(200);
    expect(titles(actor)).toEqual(['Second']);
  });

  it('an empty queue forgets a pause, and pause or resume with no toasts does nothing', () => {
    const actor = start();
    actor.send({ type: 'toast.pause' });
    expect(actor.getSnapshot().value).toBe('idle');
    add(actor, 'First');
    actor.send({ type: 'toast.pause' });
    actor.send({ type: 'toast.close', id: 'toast-1' });
    vi.advanceTimersByTime(200);
    expect(actor.getSnapshot().value).toBe('idle');
    add(actor, 'Second');
    expect(actor.getSnapshot().value).toEqual({ visible: 'running' });
    vi.advanceTimersByTime(5000);
    expect(isOpen(actor, 'toast-2')).toBe(false);
  });

  it('names the newest open toast (what Escape closes when no single toast has focus)', () => {
    const actor = start();
    add(actor, 'First');
    add(actor, 'Second');
    expect(selectNewestOpenToastId(actor.getSnapshot())).toBe('toast-2');
    actor.send({ type: 'toast.close', id: 'toast-2' });
    expect(selectNewestOpenToastId(actor.getSnapshot())).toBe('toast-1');
  });
});

describeModelWalk(model);
