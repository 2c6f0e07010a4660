import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../testing/render';
import { Toast } from './toast';

describe('Toast', () => {
  it('is announced as a status with its title and text, and its action opens the screen and closes it', async () => {
    const onClose = vi.fn();
    const { router } = renderAt(
      <Toast title="New match!" action={{ label: 'View Matches', to: '/app/matches' }} onClose={onClose}>
        Ada liked your idea too
      </Toast>,
      { path: '/app/swipe' },
    );
    expect(screen.getByRole('status').textContent).toBe('New match!Ada liked your idea tooView Matches');
    await userEvent.click(screen.getByRole('link', { name: 'View Matches' }));
    expect(router.state.location.pathname).toBe('/app/matches');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
