import { useCallback, useSyncExternalStore } from 'react';
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

/** Whether the choice could be stored: without storage it lasts for this page view. */
function storeThemeChoice(choice: ThemeChoice): boolean {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
    return true;
  } catch {
    return false;
  }
}

const listeners = new Set<() => void>();
/** A choice made on this page that could not be stored. */
let unstored: ThemeChoice | null = null;
const currentChoice = () => unstored ?? getThemeChoice();

function show(choice: ThemeChoice): void {
  applyTheme(choice);
  listeners.forEach((listener) => listener());
}

/** A choice made in another tab of this browser shows here too, at once (a cleared storage is `system`). */
window.addEventListener('storage', (event) => {
  if (event.key !== null && event.key !== THEME_STORAGE_KEY) return;
  unstored = null;
  show(getThemeChoice());
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice (kept up to date with other tabs) and a setter that stores and applies a new one. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, currentChoice, () => 'system' as const);
  const choose = useCallback((next: ThemeChoice) => {
    unstored = storeThemeChoice(next) ? null : next;
    show(next);
  }, []);
  return [choice, choose];
}
