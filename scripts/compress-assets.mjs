// Writes brotli (.br) and gzip (.gz) copies beside each text file of the built client, once at build time,
// so the server sends them without compressing per request (docs/decisions/0011).
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt']);
// Below this a compressed copy saves less than its framing costs.
const MIN_BYTES = 1024;

const encoders = {
  '.br': (data) =>
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  '.gz': (data) => zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
};

const files = (await fs.readdir(webDist, { recursive: true, withFileTypes: true }))
  .filter((entry) => entry.isFile() && TEXT_EXTENSIONS.has(path.extname(entry.name)))
  .map((entry) => path.join(entry.parentPath, entry.name));

let written = 0;
for (const file of files) {
  const data = await fs.readFile(file);
  if (data.length < MIN_BYTES) continue;
  for (const [extension, encode] of Object.entries(encoders)) {
    const encoded = encode(data);
    // The server falls back to the next encoding, then to the file itself, when a copy is missing.
    if (encoded.length >= data.length) continue;
    await fs.writeFile(file + extension, encoded);
    written += 1;
  }
}
console.log(`compress-assets: ${written} compressed copies for ${files.length} files in ${path.relative(process.cwd(), webDist)}`);
