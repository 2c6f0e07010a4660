/** The appearance a person can choose in Settings; `system` follows the device (docs/decisions/0041). */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The local storage key holding an explicit choice; no value means `system`. */
export const THEME_STORAGE_KEY = 'theme';

/** The browser's bar colour (`<meta name="theme-color">`) in each scheme: the brand green, the dark header. */
export const THEME_COLORS = { light: '#16a34a', dark: '#18181b' } as const;

/**
 * Runs in the page's head before the first paint: an explicit choice becomes `data-theme` on `<html>`, so a
 * dark page never flashes white. Inline, so the server's CSP names its hash (plugins/security.ts).
 */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark")document.documentElement.dataset.theme=t}catch(e){}`;
