import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Role } from '@seedmatch/shared/roles';
import { renderRoutes, signedOutAuth } from '../testing/render';
import { FounderOnly } from './founder-only';

function open(path: string, role: Role) {
  return renderRoutes(
    [
      {
        path: '/onboarding',
        element: (
          <FounderOnly>
            <p>idea form</p>
          </FounderOnly>
        ),
      },
      {
        path: '/app/submit-idea',
        element: (
          <FounderOnly>
            <p>idea form</p>
          </FounderOnly>
        ),
      },
      { path: '/app/investor', element: <p>investor feed</p> },
    ],
    { path, auth: signedOutAuth({ status: 'signed-in', role }) },
  );
}

describe('FounderOnly', () => {
  it('sends an investor who opens an idea form to the investor area', async () => {
    for (const path of ['/onboarding', '/app/submit-idea']) {
      const view = open(path, 'INVESTOR');
      expect(await screen.findByText('investor feed')).toBeTruthy();
      expect(screen.queryByText('idea form')).toBeNull();
      expect(view.router.state.location.pathname).toBe('/app/investor');
      view.unmount();
    }
  });

  it('shows the form to a founder', () => {
    open('/app/submit-idea', 'FOUNDER');
    expect(screen.getByText('idea form')).toBeTruthy();
  });
});
