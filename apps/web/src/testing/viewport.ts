type HappyDomWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };

/** Sizes the test window, so width media queries (the app's 1024 px breakpoint) answer as at that size. */
export function setViewport(width: number, height: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
}
