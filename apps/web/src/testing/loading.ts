import { expect, onTestFinished } from 'vitest';
import { screen } from '@testing-library/react';

/**
 * An answer held back until `release()`, so a test sees the screen while its data is on the way. A test
 * that ends without releasing it lets it go, so no request outlives the test.
 */
export function heldAnswer(answer: () => Response) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  onTestFinished(() => release());
  return {
    answer: async () => {
      await gate;
      return answer();
    },
    release: () => release(),
  };
}

/**
 * The screen's loading state as a screen reader meets it: one busy status region on the page, named
 * `name` and saying only that; placeholders that pulse unless reduced motion is asked for; no spinner.
 */
export function expectLoadingRegion(name: string): HTMLElement {
  expect(document.querySelectorAll('[aria-busy="true"]')).toHaveLength(1);
  const region = screen.getByRole('status', { name });
  expect(region.getAttribute('aria-busy')).toBe('true');
  expect(region.textContent).toBe(name);
  const placeholders = [...region.querySelectorAll('.animate-pulse')];
  expect(placeholders.length).toBeGreaterThan(0);
  for (const placeholder of placeholders) expect(placeholder.classList.contains('motion-reduce:animate-none')).toBe(true);
  expect(document.querySelector('.animate-spin')).toBeNull();
  return region;
}

/** Nothing on the page is loading any more: no busy region, no spinner. */
export function expectLoaded(): void {
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  expect(document.querySelector('.animate-spin')).toBeNull();
}
