import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { registerServiceWorker } from './lib/register-sw';
import { API_BASE } from './lib/api-client';
import { sendEarly } from './lib/early-request';
import { getAuthToken } from './lib/storage';
import { applyTheme, getThemeChoice } from './lib/theme';
import { FIRST_DECK_PATH } from './features/swipe/api/deck-url';
import './index.css';

registerServiceWorker();
// The page's head already applied a stored choice (build/theme-head.ts); this matches the browser bar to it.
applyTheme(getThemeChoice());
// Opening the deck directly: its first cards are asked for now, alongside the screen's code and the
// sign-in check, instead of after both.
const token = getAuthToken();
if (token && window.location.pathname === '/app/swipe') sendEarly(`${API_BASE}${FIRST_DECK_PATH}`, token);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
