import { useId, useRef } from 'react';
import type { MatchData } from '@seedmatch/shared/ideas';
import { Avatar } from '../../../components/ui/avatar';
import { Dialog } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/auth/auth-context';
import { Button, ButtonLink } from '../../../components/ui/button';

/** The banner shown for 5 seconds when a swipe makes a match. */
export function MatchBanner({ match }: { match: MatchData }) {
  return (
    <div role="status" className="fixed inset-x-0 top-[calc(var(--offline-banner-height)+4.25rem)] z-40 mx-auto max-w-md px-4">
      <p className="line-clamp-2 rounded-2xl bg-brand-700 px-4 py-3 text-center font-semibold break-words text-white shadow-lg">
        It&apos;s a match with {match.matchedUserName}!
      </p>
    </div>
  );
}

/** A title that already ends a sentence (a full stop, a question or an ellipsis) takes no second full stop. */
const ENDS_SENTENCE = /[.!?…]$/;

function Person({ name, photoUrl }: { name: string; photoUrl: string | null }) {
  return (
    <li className="flex w-24 min-w-0 flex-col items-center gap-1">
      <Avatar name={name} photoUrl={photoUrl} size="h-16 w-16 ring-4 ring-white" text="text-xl" />
      <span className="w-full truncate text-sm font-semibold text-zinc-800">{name}</span>
    </li>
  );
}

/** The match modal, opened 500 ms after the banner: the two people side by side, Start Chat and Continue Swiping. */
export function MatchModal({ match, onClose }: { match: MatchData; onClose: () => void }) {
  const { user } = useAuth();
  const labelId = useId();
  const startChat = useRef<HTMLAnchorElement>(null);

  return (
    <Dialog labelId={labelId} onClose={onClose} initialFocus={startChat} hasCloseButton={false}>
      <div className="text-center">
        <ul aria-label="Matched" className="flex items-start justify-center gap-3">
          <Person name={user?.name || 'You'} photoUrl={user?.avatarUrl ?? null} />
          <Person name={match.matchedUserName} photoUrl={match.matchedUserAvatarUrl} />
        </ul>
        <h2 id={labelId} className="mt-3 text-2xl font-extrabold text-brand-700">
          It&apos;s a Match!
        </h2>
        <p className="mt-2 text-zinc-700">
          You and <strong>{match.matchedUserName}</strong> like each other&apos;s ideas. You matched on <strong>{match.ideaTitle}</strong>
          {ENDS_SENTENCE.test(match.ideaTitle) ? '' : '.'}
        </p>
        <div className="mt-6 grid gap-3">
          <ButtonLink ref={startChat} to={`/app/chat?match=${encodeURIComponent(match.id)}`}>
            Start Chat
          </ButtonLink>
          <Button variant="outline" onClick={onClose}>
            Continue Swiping
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
