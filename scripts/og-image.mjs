// Renders the link-preview picture (Open Graph, Twitter cards), 1200x630, from the logo and the tagline,
// in Debian's Chromium: `node scripts/og-image.mjs` writes apps/web/public/og-image.png.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const web = path.resolve(import.meta.dirname, '../apps/web');
const logo = fs.readFileSync(path.join(web, 'public/icon.svg'), 'utf8');
const page = `<!doctype html><html><body style="margin:0">
<main style="box-sizing:border-box;width:1200px;height:630px;padding:96px;display:flex;flex-direction:column;justify-content:center;gap:40px;
  background:linear-gradient(135deg,#f0fdf4 0%,#dcfce7 100%);font-family:'DejaVu Sans',sans-serif;color:#14532d">
  <div style="display:flex;align-items:center;gap:32px">
    <div style="width:140px;height:140px">${logo.replace('<svg ', '<svg width="140" height="140" ')}</div>
    <span style="font-size:88px;font-weight:700;letter-spacing:-2px">SeedMatch</span>
  </div>
  <p style="margin:0;font-size:56px;font-weight:700;color:#15803d">Plant Ideas. Grow Startups.</p>
  <p style="margin:0;font-size:28px;color:#3f3f46">Swipe on startup ideas, match with co-founders, launch in 48 hours.</p>
</main></body></html>`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await tab.setContent(page);
  await tab.screenshot({ path: path.join(web, 'public/og-image.png') });
} finally {
  await browser.close();
}
