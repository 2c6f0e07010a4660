// Renders the installed app's icons from the logo, in Debian's Chromium, and copies the manifest's screenshots
// from the visual suite's baselines (the deck at 390 and 1440 px, light): `node scripts/app-icons.mjs` writes
// them into apps/web/public. Maskable icons fill the square and keep the mark inside the 80 % safe zone.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const web = path.resolve(import.meta.dirname, '../apps/web');
const baselines = path.resolve(import.meta.dirname, '../e2e/visual/screenshots');
const logo = fs.readFileSync(path.join(web, 'public/icon.svg'), 'utf8');
// The mark alone (the logo without its rounded square), for the maskable icon's full-bleed background.
const mark = logo.replace(/<rect[^>]*\/>/, '');

const icons = [
  { file: 'icon-192.png', size: 192, body: logo, background: 'transparent', scale: 1 },
  { file: 'icon-512.png', size: 512, body: logo, background: 'transparent', scale: 1 },
  { file: 'icon-maskable-192.png', size: 192, body: mark, background: '#16a34a', scale: 0.72 },
  { file: 'icon-maskable-512.png', size: 512, body: mark, background: '#16a34a', scale: 0.72 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const { file, size, body, background, scale } of icons) {
    const tab = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    await tab.setContent(
      `<!doctype html><html><body style="margin:0;background:${background};display:grid;place-items:center;width:${size}px;height:${size}px">${body.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</body></html>`,
    );
    await tab.screenshot({ path: path.join(web, 'public', file), omitBackground: background === 'transparent' });
    await tab.close();
  }
} finally {
  await browser.close();
}
for (const [from, to] of [
  ['swipe-390-light.png', 'screenshot-narrow.png'],
  ['swipe-1440-light.png', 'screenshot-wide.png'],
]) {
  fs.copyFileSync(path.join(baselines, from), path.join(web, 'public', to));
}
