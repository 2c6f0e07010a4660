import { lazy, type ComponentType } from 'react';

type ScreenModule = { default: ComponentType };

export type LazyScreen = { Screen: ComponentType; preload: () => Promise<ScreenModule> };

/** A screen in its own chunk, whose code can also be fetched ahead of its first render. */
export function lazyScreen(load: () => Promise<ScreenModule>): LazyScreen {
  let loading: Promise<ScreenModule> | undefined;
  let loaded: ScreenModule | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  // Code fetched ahead is handed over synchronously (React accepts any thenable), so the screen renders
  // at once instead of suspending for a tick and holding its Suspense fallback for React's 300 ms.
  const ready = (module: ScreenModule) => ({ then: (resolve: (value: ScreenModule) => void) => resolve(module) });
  const Screen = lazy(() => (loaded ? (ready(loaded) as unknown as Promise<ScreenModule>) : preload()));
  return { Screen, preload };
}
