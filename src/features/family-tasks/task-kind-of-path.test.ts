import { describe, expect, it } from 'vitest';
import { taskKindOfPath } from './task-kind-of-path.ts';

describe('taskKindOfPath', () => {
  it('reads the task page of a task address, its sub-pages and any letter case', () => {
    expect(taskKindOfPath('/family-portal/7/harold-whitfield/task/add-details')).toBe('add-details');
    expect(taskKindOfPath('/family-portal/7/harold-whitfield/task/review-stationery/prayer-card')).toBe(
      'review-stationery',
    );
    expect(taskKindOfPath('/Family-Portal/7/h/TASK/Upload-Photos/')).toBe('upload-photos');
  });

  it('answers null for an unknown page, none, or a broken escape', () => {
    expect(taskKindOfPath('/family-portal/7/h/task/bake-a-cake')).toBeNull();
    expect(taskKindOfPath('/family-portal/7/h/task/')).toBeNull();
    expect(taskKindOfPath('/family-portal/7/h/task/%E0%A4%A')).toBeNull();
    expect(taskKindOfPath('/family-portal/7/h')).toBeNull();
  });
});
