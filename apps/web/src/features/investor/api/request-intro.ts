import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SendResultSchema } from '@seedmatch/shared/chat';
import { apiRequest } from '../../../lib/api-client';

type IntroRequest = { founderId: string; founderName: string; title: string };

/**
 * The short first message an investor's Request Intro sends: to the founder by first name, about the idea by its
 * title without the full stop it may end with (it read "Neighbour. on SeedMatch").
 */
export function introMessage(founderName: string, title: string): string {
  const firstName = founderName.trim().split(/\s+/)[0] || 'there';
  const about = title.trim().replace(/[.!?…]+$/, '') || 'your idea';
  return `Hi ${firstName}, I came across ${about} on SeedMatch and would love to learn more.`;
}

/** POST /chat/send to the founder directly, which opens (or reuses) the direct chat. */
async function requestIntro({ founderId, founderName, title }: IntroRequest) {
  const body = { receiverId: founderId, content: introMessage(founderName, title), clientId: crypto.randomUUID() };
  return (await apiRequest('/chat/send', { method: 'POST', body, schema: SendResultSchema })).message;
}

/** Sends the intro, then opens the chat with that founder. */
export function useRequestIntro() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: requestIntro,
    onSuccess: (_message, { founderId }) => void navigate(`/app/chat?user=${encodeURIComponent(founderId)}`),
  });
}
