import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt } from '../../../testing/render';
import { NoConversations } from './no-conversations';

describe('NoConversations', () => {
  it('sends a founder to the deck', () => {
    renderAt(<NoConversations role="FOUNDER" />, { path: '/app/chat' });
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Swiping' }).getAttribute('href')).toBe('/app/swipe');
  });

  it('sends an investor to the investor feed', () => {
    renderAt(<NoConversations role="INVESTOR" />, { path: '/app/chat' });
    expect(screen.getByRole('link', { name: 'Browse the investor feed' }).getAttribute('href')).toBe('/app/investor');
  });
});
