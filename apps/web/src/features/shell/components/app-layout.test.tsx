import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { UnreadCountSchema } from '@seedmatch/shared/chat';
import { json } from '../../../testing/respond';
import { server } from '../../../testing/server';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../../testing/users';
import { renderRoutes, signedOutAuth } from '../../../testing/render';
import { setViewport } from '../../../testing/viewport';
import { ConversationModeProvider, useConversationOnScreen } from '../../../lib/conversation-mode';
import { AppLayout } from './app-layout';

function OpenConversation() {
  useConversationOnScreen();
  return <p>a conversation</p>;
}

// Signed in with a token the shell opens its socket: a stand-in that never connects.
const { io } = vi.hoisted(() => ({ io: vi.fn(() => ({ on: vi.fn(), off: vi.fn(), disconnect: vi.fn() })) }));
vi.mock('socket.io-client', () => ({ io }));

const user = aUser({ role: 'INVESTOR' });

/** The tab going into the background, or back into view (another tab chosen, the phone put to sleep and woken). */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

function renderShell(path: string, role: 'FOUNDER' | 'INVESTOR') {
  return renderRoutes(
    [
      {
        path: '/app',
        element: (
          <ConversationModeProvider>
            <AppLayout />
          </ConversationModeProvider>
        ),
        children: [
          { index: true, element: <p>home page</p> },
          { path: 'chat/open', element: <OpenConversation /> },
          { path: '*', element: <p>other page</p> },
        ],
      },
    ],
    { path, auth: signedOutAuth({ status: 'signed-in', user: { ...user, role }, role }) },
  );
}

describe('AppLayout', () => {
  it('heads the screen with the brand, the avatar initials and logout', () => {
    renderShell('/app', 'FOUNDER');
    expect(screen.getByRole('link', { name: 'SeedMatch' })).toHaveProperty('pathname', '/app');
    const profile = screen.getByRole('link', { name: 'Your profile' });
    expect(profile.getAttribute('aria-label')).toBeNull();
    expect(profile.querySelector('[aria-hidden]')?.textContent).toBe('AL');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('offers a skip link as the first stop of the keyboard, which moves focus to the screen past the header', async () => {
    renderShell('/app', 'FOUNDER');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('marks only the current tab active', () => {
    renderShell('/app/investor', 'INVESTOR');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const active = [...nav.querySelectorAll('[aria-current="page"]')].map((el) => el.textContent);
    expect(active).toEqual(['Invest']);
  });

  it('goes to the chat when the bell is pressed', async () => {
    const { router } = renderShell('/app', 'FOUNDER');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(router.state.location.pathname).toBe('/app/chat');
    expect(screen.queryByTestId('bell-badge')).toBeNull();
  });

  it('asks the server for the unread count again when the tab comes back into view: read in another tab, the badge goes', async () => {
    let unread = 2;
    window.localStorage.setItem('authToken', 'token-123');
    server.use(http.get('/api/chat/unread-count', () => json(UnreadCountSchema, { count: unread })));
    renderShell('/app', 'FOUNDER');
    expect((await screen.findByTestId('bell-badge')).textContent).toBe('2');

    unread = 0;
    setVisibility('hidden');
    setVisibility('visible');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(screen.queryByTestId('bell-badge')).toBeNull();
  });

  it('gives the tab bar’s place to the conversation while one is open, and brings it back after', async () => {
    const { router } = renderShell('/app/chat/open', 'FOUNDER');
    expect(screen.getByText('a conversation')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await router.navigate('/app/chat');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('from 1024 px wide keeps the one Main navigation beside an open conversation', () => {
    setViewport(1440, 900);
    renderShell('/app/chat/open', 'FOUNDER');
    expect(screen.getByText('a conversation')).toBeTruthy();
    const [nav, ...others] = screen.getAllByRole('navigation', { name: 'Main' });
    expect(others).toHaveLength(0);
    expect(within(nav!).getByRole('link', { name: 'Chat' }).getAttribute('aria-current')).toBe('page');
    expect(
      within(nav!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Swipe', 'Matches', 'Challenge', 'Chat']);
  });
});
