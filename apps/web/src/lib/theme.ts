import { useCallback, useState } from 'react';
import { THEME_CHOICES, THEME_COLORS, THEME_STORAGE_KEY, type ThemeChoice } from '@seedmatch/shared/theme';

const isThemeChoice = (value: unknown): value is ThemeChoice => THEME_CHOICES.some((choice) => choice === value);

/** This device's stored choice; `system` when none (or storage is unavailable). */
export function getThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Shows `choice` now: `data-theme` on `<html>` for an explicit one (none for `system`, whose colours follow
 * prefers-color-scheme in index.css), and the browser bar's colour to match.
 */
export function applyTheme(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = choice === 'system' ? (meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light') : choice;
    meta.content = THEME_COLORS[scheme];
  }
}

function storeThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Without storage the choice lasts for this page view.
  }
}

/** The stored choice and a setter that stores and applies a new one. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [choice, setChoice] = useState(getThemeChoice);
  const choose = useCallback((next: ThemeChoice) => {
    storeThemeChoice(next);
    applyTheme(next);
    setChoice(next);
  }, []);
  return [choice, choose];
}
