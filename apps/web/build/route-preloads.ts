import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The screens' code a page can name in its head (`<link rel="modulepreload">`), so it downloads beside the
 * entry instead of after it (docs/decisions/0049). Every signed-in path needs the app shell and the
 * sign-in code; a few paths open a screen of their own. Keys are paths; `/app/*` stands for the rest of
 * the signed-in area.
 */
const PRELOADS: Record<string, string[]> = {
  '/app/*': ['src/app/routes/app-shell.tsx', 'src/lib/auth/auth-api.ts'],
  '/app': ['src/app/routes/app-shell.tsx', 'src/lib/auth/auth-api.ts', 'src/app/routes/home.tsx'],
  '/app/swipe': ['src/app/routes/app-shell.tsx', 'src/lib/auth/auth-api.ts', 'src/app/routes/swipe.tsx'],
};

const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** A chunk's file and, recursively, the files of the chunks it imports, minus what the entry already loads. */
function filesOf(chunk: OutputChunk, chunks: Map<string, OutputChunk>, loaded: Set<string>, into: Set<string>): void {
  if (loaded.has(chunk.fileName) || into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = chunks.get(imported);
    if (next) filesOf(next, chunks, loaded, into);
  }
}

/** Writes `route-preloads.json`: for each path above, the files to name, in the order to fetch them. */
export function routePreloads(): Plugin {
  return {
    name: 'seedmatch:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((output): output is OutputChunk => output.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const loaded = new Set<string>();
      for (const chunk of chunks.values()) if (chunk.isEntry) filesOf(chunk, chunks, new Set(), loaded);
      const bySource = new Map<string, OutputChunk>();
      for (const chunk of chunks.values()) {
        const source = chunk.facadeModuleId?.replaceAll('\\', '/').split('/apps/web/')[1];
        if (source) bySource.set(source, chunk);
      }
      const preloads = Object.fromEntries(
        Object.entries(PRELOADS).map(([pathname, sources]) => {
          const files = new Set<string>();
          for (const source of sources) {
            const chunk = bySource.get(source);
            if (!chunk) this.error(`route-preloads: no chunk starts at ${source}`);
            filesOf(chunk, chunks, loaded, files);
          }
          return [pathname, [...files].map((file) => `/${file}`)];
        }),
      );
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
