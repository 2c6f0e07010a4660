import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './lib/register-sw';
import { API_BASE } from './lib/api-client';
import { sendEarly } from './lib/early-request';
import { getAuthToken } from './lib/storage';
import { SIGN_IN_CHECK_PATHS } from './lib/auth/sign-in-check';
import { applyTheme, getThemeChoice } from './lib/theme';
import { FIRST_DECK_PATH } from './features/swipe/api/deck-url';
import './index.css';

registerServiceWorker();
// The page's head already applied a stored choice (build/theme-head.ts); this matches the browser bar to it.
applyTheme(getThemeChoice());
// Signed in: the sign-in check's two calls go out now, alongside the code that makes them (a chunk of its
// own) and the screen's code, instead of after both. Opening the deck directly, its first cards too.
const token = getAuthToken();
if (token) {
  for (const path of SIGN_IN_CHECK_PATHS) sendEarly(`${API_BASE}${path}`, token);
  if (window.location.pathname === '/app/swipe') sendEarly(`${API_BASE}${FIRST_DECK_PATH}`, token);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
