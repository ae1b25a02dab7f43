import { describe, expect, it } from 'vitest';
import { assigneesText, tasksDoneText } from './task-text.ts';

const person = (name: string) => ({ userId: 1, name });

describe('task text', () => {
  it('names who has a task, or nobody', () => {
    expect(assigneesText({ assignees: [] })).toBe('Nobody yet');
    expect(assigneesText({ assignees: [person('Rose')] })).toBe('Rose');
    expect(assigneesText({ assignees: [person('Rose'), person('Tom')] })).toBe('Rose and Tom');
    expect(assigneesText({ assignees: [person('Rose'), person('Tom'), person('Ivy')] })).toBe('Rose, Tom and Ivy');
  });

  it('counts the tasks done', () => {
    expect(
      tasksDoneText([{ status: 'done' }, { status: 'in-progress' }, { status: 'to-do' }, { status: 'done' }]),
    ).toBe('2 of 4 done');
  });
});
