import { describe, expect, it } from 'vitest';
import { taskAddressOf } from './task-address.ts';

describe('taskAddressOf', () => {
  it('reads the task page, a stationery proof, any letter case and a trailing slash', () => {
    expect(taskAddressOf('add-details')).toEqual({ kind: 'add-details', item: undefined });
    expect(taskAddressOf('review-stationery')).toEqual({ kind: 'review-stationery', item: undefined });
    expect(taskAddressOf('review-stationery/prayer-card')).toEqual({ kind: 'review-stationery', item: 'prayer-card' });
    expect(taskAddressOf('Upload-Photos/')).toEqual({ kind: 'upload-photos', item: undefined });
    expect(taskAddressOf('REVIEW-STATIONERY/Bookmark')).toEqual({ kind: 'review-stationery', item: 'bookmark' });
  });

  it('answers null for an unknown page or proof, a sub-page no task has, none, or a broken escape', () => {
    expect(taskAddressOf('bake-a-cake')).toBeNull();
    expect(taskAddressOf('review-stationery/wedding-cake')).toBeNull();
    expect(taskAddressOf('review-stationery/prayer-card/front')).toBeNull();
    expect(taskAddressOf('upload-photos/prayer-card')).toBeNull();
    expect(taskAddressOf('')).toBeNull();
    expect(taskAddressOf(undefined)).toBeNull();
    expect(taskAddressOf('%E0%A4%A')).toBeNull();
    expect(taskAddressOf('review-stationery/%E0%A4%A')).toBeNull();
  });
});
