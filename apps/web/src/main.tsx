import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './lib/register-sw';
import { API_BASE } from './lib/api-client';
import { sendEarly } from './lib/early-request';
import { getAuthToken, getSelectedRole } from './lib/storage';
import { SIGN_IN_CHECK_PATHS } from './lib/auth/sign-in-check';
import { applyTheme, getThemeChoice } from './lib/theme';
import { FIRST_DECK_PATH } from './features/swipe/api/deck-url';
import { handOverFocus } from './features/landing/focus-handover';
import './index.css';

registerServiceWorker();
// The page's head already applied a stored choice (build/theme-head.ts); this matches the browser bar to it.
applyTheme(getThemeChoice());
// Signed in: opening the deck directly, its first cards are asked for first (they are what the screen
// paints), then the sign-in check's two calls, all now, alongside the code that makes them (chunks of their
// own), instead of after it.
const token = getAuthToken();
if (token) {
  // Not for an investor (the role chosen at sign-up): the deck is a founder's, and would be refused.
  if (window.location.pathname === '/app/swipe' && getSelectedRole() !== 'INVESTOR') sendEarly(`${API_BASE}${FIRST_DECK_PATH}`, token);
  for (const path of SIGN_IN_CHECK_PATHS) sendEarly(`${API_BASE}${path}`, token);
}

// Rendered as a transition: React yields to the browser every few milliseconds, so the first render is not
// one long task (Lighthouse's blocking time on the landing page: 70-140 ms to 0 at 4x; decision 0057).
const rootElement = document.getElementById('root')!;
handOverFocus(rootElement);
const root = createRoot(rootElement);
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
