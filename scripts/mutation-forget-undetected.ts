import { readFileSync, writeFileSync } from 'node:fs';

/*
 * Makes the next incremental `npm run test:mutation` test every undetected mutant again.
 *
 * Stryker 9 reuses a recorded Survived or NoCoverage result unless a test covering the mutant was
 * added. A static mutant (code run when its module loads: schemas, machine charts) records no
 * covering tests, so new tests never count as added for it and its old Survived stays, however many
 * tests now kill it. Dropping those results makes Stryker test them as new mutants; Killed results
 * stay reused while their killing test is unchanged (decision 0020).
 *
 * Usage: npx tsx scripts/mutation-forget-undetected.ts [path prefix...]   (no prefix: every file)
 */

interface Mutant {
  status: string;
}
interface Report {
  files: Record<string, { mutants: Mutant[] }>;
}

const undetected = new Set(['Survived', 'NoCoverage']);
const file = 'stryker-incremental.json';
const prefixes = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;

let dropped = 0;
for (const [name, result] of Object.entries(report.files)) {
  if (prefixes.length > 0 && !prefixes.some((prefix) => name.startsWith(prefix))) continue;
  const kept = result.mutants.filter((mutant) => !undetected.has(mutant.status));
  dropped += result.mutants.length - kept.length;
  result.mutants = kept;
}
// Stryker writes the file this way; keeping it makes the next run's rewrite a small diff.
writeFileSync(file, JSON.stringify(report, null, 2), 'utf8');
console.log(`${dropped} undetected mutant result(s) dropped from ${file}`);
