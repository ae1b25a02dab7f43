import { describe, expect, it } from 'vitest';
import { DEFAULT_PROGRESS_MAX, progressMax, progressState, progressValue } from './progress-state.ts';

describe('progressState', () => {
  it('is indeterminate without a value', () => {
    expect(progressState(undefined)).toBe('indeterminate');
    expect(progressState(null)).toBe('indeterminate');
  });

  it('is indeterminate for a value that is not a finite number', () => {
    expect(progressState(Number.NaN)).toBe('indeterminate');
    expect(progressState(Number.POSITIVE_INFINITY)).toBe('indeterminate');
  });

  it('is loading below the maximum, from zero', () => {
    expect(progressState(0)).toBe('loading');
    expect(progressState(99.9)).toBe('loading');
    expect(progressState(-5)).toBe('loading');
  });

  it('is complete at and beyond the maximum', () => {
    expect(progressState(100)).toBe('complete');
    expect(progressState(150)).toBe('complete');
  });

  it('defaults the maximum to 100', () => {
    expect(DEFAULT_PROGRESS_MAX).toBe(100);
    expect(progressState(50)).toBe('loading');
    expect(progressState(100)).toBe('complete');
  });

  it('honours a given maximum', () => {
    expect(progressState(9, 10)).toBe('loading');
    expect(progressState(10, 10)).toBe('complete');
    expect(progressState(100, 200)).toBe('loading');
  });

  it('falls back to the default maximum when the given one is unusable', () => {
    for (const max of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(progressMax(max)).toBe(100);
      expect(progressState(50, max)).toBe('loading');
      expect(progressState(100, max)).toBe('complete');
    }
  });
});

describe('progressValue', () => {
  it('has no value when indeterminate', () => {
    expect(progressValue(undefined)).toBeUndefined();
    expect(progressValue(Number.NaN)).toBeUndefined();
  });

  it('keeps the value within zero and the maximum', () => {
    expect(progressValue(42)).toBe(42);
    expect(progressValue(-3)).toBe(0);
    expect(progressValue(250)).toBe(100);
    expect(progressValue(12, 10)).toBe(10);
  });
});
