import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's WCAG 2.2 A and AA rules and its best practices (issue 15: 0 violations on every screen and dialog). */
const RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The rules whose outcome depends on colour: all a change of theme can change, the page being the same. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's violations on the page as it is now, one line each: rule, impact and the first elements it names. */
async function violations(page: Page, rules: 'all' | 'colour'): Promise<string[]> {
  // In the page itself: the app has no frames, and the default (a second page to merge frames' results) took
  // seconds per audit, twice as many audits since the dark theme.
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (rules === 'all' ? axe.withTags(RULES) : axe.withRules(COLOUR_RULES)).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} ${node.html.slice(0, 120)}`)
        .join(' | ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`,
  );
}

/** axe's findings by what was audited and in which theme; empty when every screen and dialog passed in both. */
export type Findings = Record<string, string[]>;

/** Colour transitions (a button's hover, say) end before axe reads the colours of the new scheme. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
}

/**
 * Audits the page as it is in the light theme with every rule, then the same page in the dark one with the
 * colour rules (issue 15: both themes, decision 0041): the device's scheme is emulated, which the default
 * theme (System) follows.
 */
export async function audit(page: Page, name: string, found: Findings): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await settle(page);
    const list = await violations(page, colorScheme === 'light' ? 'all' : 'colour');
    if (list.length > 0) found[`${name} (${colorScheme})`] = list;
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
