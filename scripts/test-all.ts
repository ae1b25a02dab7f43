/**
 * `npm test`: every check of the project, in groups of stages. The stages of a group run at the
 * same time: on the 2-core machine, mostly single-threaded tools (tsc beside ESLint; the unit, model
 * and client build runs together) fill both cores instead of one. A group
 * starts when the one before it has passed; the first failing group ends the run. At the end the
 * wall time and the CPU time of each stage are printed (docs/testing.md, "How long `npm test` takes"):
 * the CPU time is what no schedule can take away, only less work.
 *
 * A stage that runs beside another keeps its output until it ends, so the two never interleave; a
 * stage alone streams its output as it comes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface Stage {
  name: string;
  /** An npm script of package.json, or a command line. */
  command: string;
}

const npm = (script: string): string => `npm run --silent ${script}`;

// The server suites and the browser suite run alone: their tests wait on real timers (a site cache
// that must follow another process within seconds, browser timeouts), which a busy second core
// would make flaky.
const groups: Stage[][] = [
  [
    { name: 'typecheck', command: npm('typecheck') },
    { name: 'lint', command: npm('lint') },
  ],
  [
    { name: 'unit and component', command: npm('test:unit') },
    { name: 'machine models', command: npm('test:model') },
    { name: 'build', command: npm('build') },
  ],
  // One vitest run for both engines: the two projects share its workers, so neither suite's last
  // file leaves a core idle.
  [{ name: 'server on PGlite and PostgreSQL', command: npm('test:server:both') }],
  [{ name: 'browser (Playwright)', command: 'npx playwright test' }],
];

interface Outcome {
  stage: Stage;
  ok: boolean;
  seconds: number;
  /** User and system CPU of the stage's whole process tree; null when the shell did not say. */
  cpuSeconds: number | null;
}

const timesDir = mkdtempSync(join(tmpdir(), 'lantern-test-times-'));

/** "1m2.500s" (the shell's `times`) in seconds. */
const shellSeconds = (text: string) => {
  const match = /^(\d+)m([\d.]+)s$/.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
};

/**
 * The CPU the stage's processes used: the shell that ran it writes its `times` (POSIX: its own, then
 * its children's, user and system), and the children's line counts every process it waited for.
 */
function cpuOf(file: string): number | null {
  try {
    const children = readFileSync(file, 'utf8').trim().split('\n')[1] ?? '';
    const [user = '', system = ''] = children.trim().split(/\s+/);
    const seconds = shellSeconds(user) + shellSeconds(system);
    return Number.isFinite(seconds) ? seconds : null;
  } catch {
    return null;
  }
}

function run(stage: Stage, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  const timesFile = join(timesDir, `${stage.name.replace(/\W+/g, '-')}.times`);
  return new Promise((done) => {
    const child = spawn(`${stage.command}; status=$?; times > '${timesFile}'; exit $status`, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n── ${stage.name} ${'─'.repeat(Math.max(0, 70 - stage.name.length))}`);
        process.stdout.write(Buffer.concat(output));
      }
      done({ stage, ok: code === 0, seconds, cpuSeconds: cpuOf(timesFile) });
    });
  });
}

/** m:ss, rounded to the second first (so 59.6 s reads 1:00, not 0:60). */
function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

const cpuText = (seconds: number | null) => (seconds === null ? '   ?' : minutes(seconds));

function report(outcomes: Outcome[], groupSeconds: number[], totalSeconds: number) {
  console.log('\nnpm test, stage by stage (minutes:seconds, wall then CPU; stages of one group ran side by side):');
  for (const [group, seconds] of groupSeconds.entries()) {
    console.log(`  group ${group + 1}: ${minutes(seconds)}`);
    for (const outcome of outcomes.filter(({ stage }) => groups[group]!.includes(stage)))
      console.log(
        `    ${outcome.ok ? 'passed' : 'FAILED'}  ${minutes(outcome.seconds)} wall  ${cpuText(outcome.cpuSeconds)} CPU  ${outcome.stage.name}`,
      );
  }
  const cpu = outcomes.reduce((sum, outcome) => sum + (outcome.cpuSeconds ?? 0), 0);
  console.log(`  total: ${minutes(totalSeconds)} wall, ${minutes(cpu)} CPU`);
  rmSync(timesDir, { recursive: true, force: true });
}

async function main() {
  const started = performance.now();
  const outcomes: Outcome[] = [];
  const groupSeconds: number[] = [];
  for (const stages of groups) {
    const groupStarted = performance.now();
    console.log(`\n▶ ${stages.map((stage) => stage.name).join(' ‖ ')}`);
    const results = await Promise.all(stages.map((stage) => run(stage, stages.length === 1)));
    outcomes.push(...results);
    groupSeconds.push((performance.now() - groupStarted) / 1000);
    if (results.some((result) => !result.ok)) break;
  }
  report(outcomes, groupSeconds, (performance.now() - started) / 1000);
  process.exitCode = outcomes.every((outcome) => outcome.ok) && outcomes.length === groups.flat().length ? 0 : 1;
}

await main();
