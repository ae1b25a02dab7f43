/**
 * `npm run test:model`: walks the graph of every machine that has a `machines/<name>/<name>.model.ts`
 * and prints one line per machine, then `N passed, N failed`. Exits non-zero unless every machine
 * walked 100% of its transitions with no failed path.
 */
import { readdir } from 'node:fs/promises';
import { isMachineModel } from '#machines/model-walk/machine-model.ts';
import { formatCoverage, isComplete } from '#machines/model-walk/walk-coverage.ts';
import { walkModel } from '#machines/model-walk/walk-model.ts';

const machinesDir = new URL('../machines/', import.meta.url);

/** `machines/*\/*.model.ts`, found on disk: a new machine folder needs no list kept here. */
async function findModelFiles(): Promise<URL[]> {
  const folders = (await readdir(machinesDir, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  const files = await Promise.all(
    folders.map(async ({ name }) =>
      (await readdir(new URL(`${name}/`, machinesDir)))
        .filter((file) => file.endsWith('.model.ts'))
        .map((file) => new URL(`${name}/${file}`, machinesDir)),
    ),
  );
  return files.flat().sort((a, b) => a.href.localeCompare(b.href));
}

const indent = (text: string) => text.replace(/^/gm, '    ');

let passed = 0;
let failed = 0;
const files = await findModelFiles();
if (files.length === 0) console.log('no machines/*/*.model.ts found');

for (const file of files) {
  const label = file.pathname.slice(machinesDir.pathname.length);
  const { model } = (await import(file.href)) as { model?: unknown };
  if (!isMachineModel(model)) {
    console.log(`${label}: exports no \`model\` (see machines/model-walk/machine-model.ts, MachineModel)`);
    failed += 1;
    continue;
  }
  const coverage = await walkModel(model);
  console.log(formatCoverage(coverage));
  for (const missing of [...coverage.transitions.missing, ...coverage.chart.missing])
    console.log(`  not walked: ${missing}`);
  for (const { path, message } of coverage.failures.slice(0, 3)) console.log(`  failed: ${path}\n${indent(message)}`);
  if (coverage.failures.length > 3) console.log(`  … and ${coverage.failures.length - 3} more failed paths`);
  if (isComplete(coverage)) passed += 1;
  else failed += 1;
}

console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 || files.length === 0 ? 1 : 0;
