import type { RunnerTestCase, RunnerTestFile } from 'vitest';
import type { Reporter, Vitest } from 'vitest/node';

/*
 * Stryker's vitest runner (9.6.1, also 10.0.0: stryker-js#6150) builds a mutant's result from the
 * tests it collected. A mutant that makes a module throw while it loads (a machine whose `initial`
 * or `#id` target no longer exists) leaves the importing test file with no tests at all, and "no
 * test failed" reads as Survived. This reporter, declared in vitest.mutation.config.ts only, gives
 * such a file one failed test carrying its load error, so the mutant counts as killed.
 */

/** Adds a failed test to every file that failed without collecting a test; returns how many. */
export function failUnloadableFiles(files: readonly RunnerTestFile[]): number {
  let added = 0;
  for (const file of files) {
    if (file.result?.state !== 'fail' || file.tasks.length > 0) continue;
    // Only what Stryker reads (type, name, mode, result, file, suite): nothing runs this test.
    const loadFailure = {
      type: 'test',
      id: `${file.id}_load`,
      name: 'loads',
      mode: 'run',
      file,
      suite: file,
      meta: {},
      result: { state: 'fail', errors: file.result.errors ?? [] },
    } as unknown as RunnerTestCase;
    file.tasks.push(loadFailure);
    added += 1;
  }
  return added;
}

export default class MutationLoadFailures implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd() {
    if (this.vitest) failUnloadableFiles(this.vitest.state.getFiles());
  }
}
