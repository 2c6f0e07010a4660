import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_BOOT_SCRIPT } from '@seedmatch/shared/theme';
import { applyTheme, getThemeChoice } from '../../../lib/theme';
import { ThemeSetting } from './theme-setting';

const root = document.documentElement;
/** The browser bar's colours the page's head holds, by the scheme each is for. */
const barColours = () =>
  Object.fromEntries(
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [meta.getAttribute('media'), meta.content]),
  );
const BOTH_SCHEMES = { '(prefers-color-scheme: light)': '#16a34a', '(prefers-color-scheme: dark)': '#18181b' };

beforeEach(() => {
  // As build/theme-head.ts writes them.
  document.head.innerHTML = Object.entries(BOTH_SCHEMES)
    .map(([media, content]) => `<meta name="theme-color" media="${media}" content="${content}">`)
    .join('');
});
afterEach(() => {
  delete root.dataset.theme;
  document.head.innerHTML = '';
});

describe('Theme in Settings', () => {
  it('starts on System: the page follows the device, each scheme with its own bar colour', () => {
    render(<ThemeSetting />);
    expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
    expect(root.dataset.theme).toBeUndefined();
    expect(barColours()).toEqual(BOTH_SCHEMES);
  });

  it('stores Dark on this device and turns the page and its bar dark at once; System undoes both', async () => {
    render(<ThemeSetting />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(Object.values(barColours())).toEqual(['#18181b', '#18181b']);

    await userEvent.click(screen.getByRole('radio', { name: 'Light' }));
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(root.dataset.theme).toBe('light');
    expect(Object.values(barColours())).toEqual(['#16a34a', '#16a34a']);

    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(window.localStorage.getItem('theme')).toBeNull();
    expect(root.dataset.theme).toBeUndefined();
    expect(barColours()).toEqual(BOTH_SCHEMES);
  });

  it('shows the stored choice when Settings opens', () => {
    window.localStorage.setItem('theme', 'light');
    render(<ThemeSetting />);
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveProperty('checked', true);
  });
});

describe('a choice made in another tab', () => {
  /** What the browser tells this tab when another tab of the site stores a value (or clears storage: key null). */
  const storedElsewhere = (key: string | null, value: string | null) => {
    if (key !== null && value !== null) window.localStorage.setItem(key, value);
    else if (key !== null) window.localStorage.removeItem(key);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key, newValue: value })));
  };

  it('turns this tab dark too, its bar and an open Settings with it; System there gives the page back to the device', () => {
    render(<ThemeSetting />);
    storedElsewhere('theme', 'dark');
    expect(root.dataset.theme).toBe('dark');
    expect(Object.values(barColours())).toEqual(['#18181b', '#18181b']);
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);

    storedElsewhere('theme', null);
    expect(root.dataset.theme).toBeUndefined();
    expect(barColours()).toEqual(BOTH_SCHEMES);
    expect(screen.getByRole('radio', { name: 'System' })).toHaveProperty('checked', true);
  });
});

describe('a stored choice before the app starts', () => {
  const runHeadScript = () => new Function(THEME_BOOT_SCRIPT)() as void;

  it("the head's script marks the page with the stored choice, before any of the app's code", () => {
    window.localStorage.setItem('theme', 'dark');
    runHeadScript();
    expect(root.dataset.theme).toBe('dark');
  });

  it('leaves the page to the device when nothing, or something unknown, is stored', () => {
    runHeadScript();
    expect(root.dataset.theme).toBeUndefined();
    window.localStorage.setItem('theme', 'purple');
    runHeadScript();
    expect(root.dataset.theme).toBeUndefined();
  });

  it("the app's start matches the bar to the stored choice", () => {
    window.localStorage.setItem('theme', 'dark');
    applyTheme(getThemeChoice());
    expect(Object.values(barColours())).toEqual(['#18181b', '#18181b']);
  });
});
