/**
 * `npm test`: every check of the project, in groups of stages. The stages of a group run at the
 * same time: on the 2-core machine, mostly single-threaded tools (tsc beside ESLint; the unit, model
 * and client build runs together) fill both cores instead of one. A group
 * starts when the one before it has passed; the first failing group ends the run. At the end the
 * time of each stage is printed (docs/testing.md, "How long `npm test` takes").
 *
 * A stage that runs beside another keeps its output until it ends, so the two never interleave; a
 * stage alone streams its output as it comes.
 */
import { spawn } from 'node:child_process';

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
}

function run(stage: Stage, alone: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn(stage.command, {
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
      done({ stage, ok: code === 0, seconds });
    });
  });
}

/** m:ss, rounded to the second first (so 59.6 s reads 1:00, not 0:60). */
function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

function report(outcomes: Outcome[], groupSeconds: number[], totalSeconds: number) {
  console.log('\nnpm test, stage by stage (minutes:seconds; stages of one group ran side by side):');
  for (const [group, seconds] of groupSeconds.entries()) {
    console.log(`  group ${group + 1}: ${minutes(seconds)}`);
    for (const outcome of outcomes.filter(({ stage }) => groups[group]!.includes(stage)))
      console.log(`    ${outcome.ok ? 'passed' : 'FAILED'}  ${minutes(outcome.seconds)}  ${outcome.stage.name}`);
  }
  console.log(`  total: ${minutes(totalSeconds)}`);
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
