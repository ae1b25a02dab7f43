import { describe, expect, it } from 'vitest';
import type { RunnerTestFile } from 'vitest';
import { failUnloadableFiles } from './mutation-load-failures.ts';

/** Just the parts of a vitest file task the reporter reads. */
const fileTask = (state: 'pass' | 'fail', tasks: unknown[] = [], message = 'boom') =>
  ({
    id: 'f1',
    type: 'suite',
    name: 'machines/x.test.ts',
    filepath: '/repo/machines/x.test.ts',
    tasks,
    result: { state, errors: state === 'fail' ? [{ message }] : undefined },
  }) as unknown as RunnerTestFile;

describe('failUnloadableFiles', () => {
  it('gives a file that failed before collecting any test one failed test with its load error', () => {
    const unloadable = fileTask('fail', [], "Child state node '#planning' does not exist");
    expect(failUnloadableFiles([unloadable])).toBe(1);
    expect(unloadable.tasks).toEqual([
      expect.objectContaining({
        type: 'test',
        name: 'loads',
        file: unloadable,
        suite: unloadable,
        result: { state: 'fail', errors: [{ message: "Child state node '#planning' does not exist" }] },
      }),
    ]);
  });

  it('leaves files that loaded alone, whether their tests passed or failed', () => {
    const passed = fileTask('pass', [{ type: 'test' }]);
    const failedTest = fileTask('fail', [{ type: 'test' }]);
    const empty = fileTask('pass');
    expect(failUnloadableFiles([passed, failedTest, empty])).toBe(0);
    expect(passed.tasks).toHaveLength(1);
    expect(failedTest.tasks).toHaveLength(1);
    expect(empty.tasks).toHaveLength(0);
  });
});
