import type { Plugin } from 'vite';

/** The magic comment that has Chromium compile a whole file on the thread that downloads it. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts Chromium's per-file compile hint first in the chunks every start runs at once (docs/decisions/0061,
 * 0075): the entry (React DOM, the router) and the signed-in start's chunks. Their functions are compiled in
 * the background while they download, instead of one by one on the main thread the first time each runs.
 * Other browsers read it as a comment. Chunks opened later (a screen tapped to) stay compiled lazily, as most
 * of their code never runs. Written once the bundle is complete, after minification and Vite's own first
 * line; the chunk's hash takes it into account.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const eager = new Set(chunkNames);
  return {
    name: 'seedmatch:compile-hints',
    apply: 'build',
    enforce: 'post',
    augmentChunkHash: (chunk) => (eager.has(chunk.name) ? COMPILE_HINT : undefined),
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && eager.has(chunk.name)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
