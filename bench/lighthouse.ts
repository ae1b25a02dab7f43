/**
 * Lighthouse, mobile (its default: a mid-range phone on a slow 4G, simulated), against the built
 * server for the public pages. A benchmark, not a test; figures go in the README.
 *   npm run build && npm run bench:lighthouse
 *   LIGHTHOUSE_URL=http://host:port npm run bench:lighthouse    a server that is already running
 * Options: LIGHTHOUSE_PATHS (default "/,/about,/plan-now"), BENCH_PORT (default 3216),
 * CHROMIUM_PATH (default /usr/bin/chromium), LIGHTHOUSE_REPORT_DIR (writes an HTML report per page).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const paths = (process.env.LIGHTHOUSE_PATHS ?? '/,/about,/plan-now').split(',');
const port = Number(process.env.BENCH_PORT ?? 3216);
const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;

const server = process.env.LIGHTHOUSE_URL
  ? { base: process.env.LIGHTHOUSE_URL, stop: async () => {} }
  : await startBuiltServer({ port, dataDir: '.tmp/lighthouse-data' });
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

const rows: string[] = [];
const flagged: string[] = [];
try {
  for (const path of paths) {
    const result = await lighthouse(`${server.base}${path}`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: [...categories],
      output: 'html',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    rows.push(`| ${path} | ${categories.map(score).join(' | ')} |`);
    // What keeps a category below 100: every scored audit that did not pass, with its figure.
    for (const category of categories) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
        flagged.push(`${path} ${category}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      const name = path === '/' ? 'home' : path.replace(/\W+/g, '-').replace(/^-|-$/g, '');
      writeFileSync(join(reportDir, `${name}.html`), String(result.report));
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

console.log(`\nLighthouse ${'mobile'}: ${server.base}\n`);
console.log('| page | performance | accessibility | best practices | SEO |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
if (flagged.length > 0) console.log(`\nflagged:\n${flagged.map((line) => `  ${line}`).join('\n')}`);
