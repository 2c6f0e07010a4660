import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT, THEME_COLORS } from '@seedmatch/shared/theme';

/**
 * Writes into the page's head what the theme needs before the app's code arrives (docs/decisions/0041): the
 * browser bar's colour for each scheme, and the script that applies a stored choice before the first paint.
 */
export function themeHead(): Plugin {
  return {
    name: 'seedmatch:theme-head',
    transformIndexHtml: () => [
      ...(['light', 'dark'] as const).map((scheme) => ({
        tag: 'meta',
        attrs: { name: 'theme-color', media: `(prefers-color-scheme: ${scheme})`, content: THEME_COLORS[scheme] },
        injectTo: 'head' as const,
      })),
      { tag: 'script', children: THEME_BOOT_SCRIPT, injectTo: 'head' as const },
    ],
  };
}
