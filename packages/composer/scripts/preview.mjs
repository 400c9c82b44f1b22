// Plays one mechanic in Chromium, for whoever writes or changes one:
//   node packages/composer/scripts/preview.mjs <mechanic> [parts,comma,separated] [design.json]
// Builds the page from a sample design (or the given one), starts it, plays random input for a few
// seconds, and writes title and play screenshots to /tmp/preview-<mechanic>-*.png. Prints page errors
// and what window.__degs reported. Needs `npm run bundle -w @degs/composer` and `npx tsc -b` first.
import { chromium } from 'playwright-core';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { page: pageOf } = require('../dist/page.js');
const [mechanic, partsArg = '', designFile] = process.argv.slice(2);
if (!mechanic) throw new Error('usage: preview.mjs <mechanic> [parts] [design.json]');
const design = designFile
  ? JSON.parse(readFileSync(designFile, 'utf8'))
  : {
      version: 2,
      mechanic,
      title: `Sample ${mechanic}`,
      tagline: 'Collect the fish, dodge the comets',
      roles: {
        player: { name: 'cat', emoji: '🐱', color: '#f59e0b' },
        target: { name: 'fish', emoji: '🐟', color: '#38bdf8' },
        hazard: { name: 'comet', emoji: '☄️', color: '#f97316' },
        enemy: { name: 'alien', emoji: '👾', color: '#a855f7' },
        ally: { name: 'dog', emoji: '🐶', color: '#a16207' },
        goal: { name: 'flag', emoji: '🏁', color: '#e5e7eb' },
        shot: { name: 'bolt', emoji: '⚡', color: '#facc15' },
      },
      setting: { name: 'space', bg: '#0b1026', fg: '#e0e7ff', accent: '#a78bfa' },
      params: { speed: 1, difficulty: 'normal', lives: 3, size: 1, goal: null, seconds: 60 },
      parts: partsArg ? partsArg.split(',') : [],
      topic: mechanic === 'quiz' ? 'capitals' : null,
      words: mechanic === 'typing' ? ['cat', 'fish', 'comet', 'space', 'jump'] : [],
      notes: [],
    };
const html = pageOf(design);
writeFileSync(`/tmp/preview-${mechanic}.html`, html);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 480, height: 640 } });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.setContent(html);
await page.waitForTimeout(400);
await page.screenshot({ path: `/tmp/preview-${mechanic}-title.png` });
await page.mouse.click(240, 320);
const keys = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', ' ', 'a', 'e', 'i', 'o', 's', 't'];
const states = [];
for (let i = 0; i < 30; i++) {
  if (i % 3 === 0) await page.mouse.click(40 + Math.random() * 400, 80 + Math.random() * 520);
  else await page.keyboard.press(keys[Math.floor(Math.random() * keys.length)], { delay: 60 });
  await page.waitForTimeout(120);
  if (i === 12) await page.screenshot({ path: `/tmp/preview-${mechanic}-play.png` });
  states.push(await page.evaluate(() => ({ ...window.__degs, drawn: window.__degs.drawn })));
}
await page.screenshot({ path: `/tmp/preview-${mechanic}-end.png` });
console.log(JSON.stringify({ bytes: html.length, errors, first: states[0], last: states.at(-1) }, null, 1));
await browser.close();
