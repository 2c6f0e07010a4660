/**
 * Runs `run` in the browser's first idle period, which on a page that is opening comes once its screen has
 * rendered, and at the latest `within` ms from now; where the browser has no idle callbacks, on the next task.
 * Returns the cancel.
 */
export function whenIdle(run: () => void, within: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: within });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}
