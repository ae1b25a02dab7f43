import { describe, expect, it } from 'vitest';
import { assigneesText, handOverText, tasksDoneText } from './task-text.ts';

const person = (name: string) => ({ userId: 1, name });

describe('task text', () => {
  it('lets the signed-in holder give a task back, and take it from anyone else', () => {
    const thomas = { userId: 12, name: 'Thomas Whitfield' };
    expect(handOverText(thomas, 12)).toEqual({ action: 'Give it back', done: 'You no longer have this task.' });
    expect(handOverText(thomas, 13)).toEqual({
      action: 'Take it from Thomas Whitfield',
      done: 'Thomas Whitfield no longer has this task.',
    });
  });

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
