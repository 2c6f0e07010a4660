import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt, signedOutAuth } from '../../../testing/render';
import { aUser } from '../../../testing/users';
import { MatchModal } from './match-celebration';

const match = (ideaTitle: string) => ({ id: 'm-1', matchedUserName: 'Olive Owner', ideaTitle, matchedUserAvatarUrl: null });

it('ends the sentence once when the idea title already ends with its own full stop or mark', () => {
  for (const [title, sentence] of [
    ['Compost exchange.', 'You matched on Compost exchange.'],
    ['Why not?', 'You matched on Why not?'],
    ['Kitchens…', 'You matched on Kitchens…'],
    ['Kitchens', 'You matched on Kitchens.'],
  ] as const) {
    const { unmount } = renderAt(<MatchModal match={match(title)} onClose={() => undefined} />, {
      auth: signedOutAuth({ status: 'signed-in', user: aUser() }),
    });
    expect(screen.getByText(/like each other's ideas/).textContent).toBe(`You and Olive Owner like each other's ideas. ${sentence}`);
    unmount();
  }
});
