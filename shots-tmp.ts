import { chromium } from 'playwright-core';
import { logIn } from './tests/e2e/support.js';
const base = 'http://127.0.0.1:8097';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'ja-JP' });
await logIn(page, base, 'admin', 'ja');
for (const [name, path] of process.argv.slice(2).map((a) => a.split('='))) {
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  console.log(name, 'horizontal overflow px:', wide);
}
await browser.close();
