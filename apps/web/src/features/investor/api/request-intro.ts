import { useNavigate } from 'react-router';
import { chatDraftState } from '../../../lib/chat-draft';

type IntroRequest = { founderId: string; founderName: string; title: string };

/**
 * The short first message an investor's Request Intro offers: to the founder by first name, about the idea by
 * its title without the full stop it may end with (it read "Neighbour. on SeedMatch").
 */
export function introMessage(founderName: string, title: string): string {
  const firstName = founderName.trim().split(/\s+/)[0] || 'there';
  const about = title.trim().replace(/[.!?…]+$/, '') || 'your idea';
  return `Hi ${firstName}, I came across ${about} on SeedMatch and would love to learn more.`;
}

/**
 * Opens (or reuses) the direct chat with the founder, the intro ready in its message box: the investor reads,
 * edits and sends it, nothing goes out in their name on one tap (docs/decisions/0067).
 */
export function useRequestIntro() {
  const navigate = useNavigate();
  return ({ founderId, founderName, title }: IntroRequest) =>
    void navigate(`/app/chat?user=${encodeURIComponent(founderId)}`, { state: chatDraftState(introMessage(founderName, title)) });
}
