import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');

// Emoji, the symbol and dingbat blocks (♥ ✓ ✕ ⭐), the emoji presentation selector and the keycap mark: where no emoji font is
// installed they render as empty boxes, so the client draws its icons as SVG (docs/decisions/0034). The
// typographic marks every text font has (© ® ™) and plain arrows (← →) stay text.
const PICTOGRAPH = /(?![©®™])[\p{Extended_Pictographic}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]|\u{FE0F}|\u{20E3}/u;

/** Every line of `text` that holds a pictograph, as `file:line: char U+XXXX`. */
function pictographsIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const found = PICTOGRAPH.exec(line)?.[0];
    if (!found) return [];
    const code = found.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return [`${file}:${index + 1}: ${found} U+${code}`];
  });
}

/** The client's shipped sources: apps/web/src without its tests and test support, and index.html. */
function clientSources(): string[] {
  const sources = fs
    .readdirSync(path.join(web, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('src', file))
    .filter((file) => /\.(tsx?|css|html)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('src', 'testing')));
  return [...sources, 'index.html'];
}

describe('no emoji in the web client', () => {
  it('finds none in apps/web/src (outside tests) or apps/web/index.html', () => {
    const found = clientSources().flatMap((file) => pictographsIn(`apps/web/${file}`, fs.readFileSync(path.join(web, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('names the file and line of emoji, hearts, ticks and stars, and lets arrows, bullets and © pass', () => {
    const text = [
      '<p>🌱</p>',
      'Liked ♥',
      '<span>✓✓</span>',
      "icon: '⭐'",
      '⚠️ warning',
      'Step 1\u{FE0F}\u{20E3}',
      '← Back · • © 2026 ™',
    ].join('\n');
    expect(pictographsIn('probe.tsx', text)).toEqual([
      'probe.tsx:1: 🌱 U+1F331',
      'probe.tsx:2: ♥ U+2665',
      'probe.tsx:3: ✓ U+2713',
      'probe.tsx:4: ⭐ U+2B50',
      'probe.tsx:5: ⚠ U+26A0',
      'probe.tsx:6: \u{FE0F} U+FE0F',
    ]);
  });
});
