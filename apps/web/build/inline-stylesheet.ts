import type { Plugin } from 'vite';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Writes the app's stylesheet into index.html instead of linking it, so the first paint waits for the
 * page alone rather than for a second, render-blocking request (docs/decisions/0012).
 */
export function inlineStylesheet(): Plugin {
  return {
    name: 'seedmatch:inline-stylesheet',
    apply: 'build',
    // After Vite's HTML plugin has written index.html into the bundle.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      let html = String(page.source);
      for (const [fileName, file] of Object.entries(bundle)) {
        if (file.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${escapeRegExp(fileName)}"[^>]*>`);
        if (!link.test(html)) continue;
        html = html.replace(link, () => `<style>${String(file.source)}</style>`);
        delete bundle[fileName];
      }
      page.source = html;
    },
  };
}
