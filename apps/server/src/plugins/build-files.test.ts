import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readBuildFile } from './build-files';

let webDist: string;
const PAGES = z.object({ local: z.string(), google: z.string() }).partial();

beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'seedmatch-build-files-'));
});
afterAll(async () => {
  await fs.rm(webDist, { recursive: true });
});

describe('a file the web build writes for the server', () => {
  it('is read as written', async () => {
    await fs.writeFile(path.join(webDist, 'pages.json'), JSON.stringify({ local: '<main>Hi</main>' }));
    expect(readBuildFile(webDist, 'pages.json', PAGES)).toEqual({ local: '<main>Hi</main>' });
  });

  it('is none from a build that wrote none', () => {
    expect(readBuildFile(webDist, 'absent.json', PAGES)).toBeUndefined();
  });

  it('stops the start with its path when it is cut short or holds something else', async () => {
    const file = path.join(webDist, 'broken.json');
    for (const text of ['{"local": "<div', '{"local": 42}', '[]', 'null']) {
      await fs.writeFile(file, text);
      expect(() => readBuildFile(webDist, 'broken.json', PAGES), text).toThrow(`${file} is not what the web build writes`);
    }
  });
});
