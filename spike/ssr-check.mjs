import { chromium } from '/work/main/node_modules/playwright-core/index.mjs';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage();
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text().slice(0, 300)}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto((process.env.BASE ?? 'http://localhost:3223') + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const h1 = await page
    .locator('h1')
    .first()
    .textContent()
    .catch(() => null);
  const titles = await page.evaluate(() => [...document.querySelectorAll('title')].map((t) => t.textContent));
  console.log(path, 'h1:', h1, 'titles:', JSON.stringify(titles));
  for (const l of logs) console.log('   ', l);
  // a click to check interactivity
  await page.close();
}
await browser.close();
