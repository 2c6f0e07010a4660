import { expect, type Locator, type Page } from '@playwright/test';

const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="menuitem"]';

/** Every control drawn on the page that is under `min` px either way, as "name WxH" (none expected). */
function smallControls(page: Page, min: number): Promise<string[]> {
  return page.evaluate(
    ([selector, least]) =>
      Array.from(document.querySelectorAll<HTMLElement>(selector)).flatMap((control) => {
        const { width, height } = control.getBoundingClientRect();
        if ((width === 0 && height === 0) || (width + 0.5 >= least && height + 0.5 >= least)) return [];
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        return [`${name} ${Math.round(width)}x${Math.round(height)}`];
      }),
    [CONTROLS, min] as const,
  );
}

/** Every control is at least 24x24 px (WCAG 2.2, 2.5.8), and these primary ones 44x44. */
export async function expectTargets(page: Page, primaries: Locator[]): Promise<void> {
  expect(await smallControls(page, 24)).toEqual([]);
  for (const primary of primaries) {
    const box = await primary.boundingBox();
    expect(box, `${primary.toString()} is on the page`).not.toBeNull();
    expect(Math.min(box!.width, box!.height), primary.toString()).toBeGreaterThanOrEqual(44);
  }
}

/** Every point of the control's box, on a 5 x 5 grid, is the control's own: a tap anywhere on it lands on it. */
export async function expectWhollyTappable(control: Locator): Promise<void> {
  const covered = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const missed: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      for (let j = 0; j < 5; j += 1) {
        const x = box.left + ((i + 0.5) * box.width) / 5;
        const y = box.top + ((j + 0.5) * box.height) / 5;
        const top = document.elementFromPoint(x, y);
        if (!top || !element.contains(top)) missed.push(`${Math.round(x - box.left)},${Math.round(y - box.top)}`);
      }
    }
    return missed;
  });
  expect(covered, `${control.toString()}: points a tap misses`).toEqual([]);
}
