import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { renderRoutes, signedOutAuth } from '../testing/render';
import { hasRedirectToSwipe, setRedirectToSwipe } from '../lib/storage';
import { PostSignInRedirect } from './post-sign-in-redirect';

vi.mock('./screens', () => ({
  appShell: { preload: () => Promise.resolve() },
  swipe: { preload: () => Promise.resolve() },
  investor: { preload: () => Promise.resolve() },
}));

describe('PostSignInRedirect', () => {
  it('sends a new sign-in to the deck once, with nothing left pending when the deck first shows', async () => {
    setRedirectToSwipe();
    const pendingAtFirstSight: boolean[] = [];
    function Deck() {
      if (pendingAtFirstSight.length === 0) pendingAtFirstSight.push(hasRedirectToSwipe());
      return <p>deck</p>;
    }
    const layout = (
      <>
        <PostSignInRedirect />
        <Outlet />
      </>
    );
    renderRoutes(
      [
        {
          element: layout,
          children: [
            { path: '/app', element: <p>home</p> },
            { path: '/app/swipe', element: <Deck /> },
          ],
        },
      ],
      { path: '/app', auth: signedOutAuth({ status: 'signed-in' }) },
    );
    await screen.findByText('deck');
    // A page opened the moment the deck shows (a link, a typed address) must not be sent back to it.
    expect(pendingAtFirstSight).toEqual([false]);
  });

  it('sends a new investor sign-in once to the investor area, not the deck', async () => {
    setRedirectToSwipe();
    const layout = (
      <>
        <PostSignInRedirect />
        <Outlet />
      </>
    );
    const { router } = renderRoutes(
      [
        {
          element: layout,
          children: [
            { path: '/app', element: <p>home</p> },
            { path: '/app/swipe', element: <p>deck</p> },
            { path: '/app/investor', element: <p>investor feed</p> },
          ],
        },
      ],
      { path: '/app', auth: signedOutAuth({ status: 'signed-in', role: 'INVESTOR' }) },
    );
    await screen.findByText('investor feed');
    expect(hasRedirectToSwipe()).toBe(false);
    await router.navigate('/app');
    expect(await screen.findByText('home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app');
  });
});
