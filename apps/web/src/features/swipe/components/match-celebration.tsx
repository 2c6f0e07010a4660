import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Handshake } from 'lucide-react';
import type { MatchData } from '@seedmatch/shared/ideas';
import { Icon } from '../../../components/ui/icon';
import { useEscape } from '../../../lib/use-escape';

/** The banner shown for 5 seconds when a swipe makes a match. */
export function MatchBanner({ match }: { match: MatchData }) {
  return (
    <div role="status" className="fixed inset-x-0 top-16 z-40 mx-auto max-w-md px-4">
      <p className="rounded-2xl bg-brand-700 px-4 py-3 text-center font-semibold text-white shadow-lg">
        It&apos;s a match with {match.matchedUserName}!
      </p>
    </div>
  );
}

/** The match modal, opened 500 ms after the banner. */
export function MatchModal({ match, onClose }: { match: MatchData; onClose: () => void }) {
  const startChat = useRef<HTMLAnchorElement>(null);
  useEscape(onClose);
  useEffect(() => startChat.current?.focus(), []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-6">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="match-title"
        className="w-full max-w-sm rounded-3xl bg-white p-6 text-center shadow-2xl"
      >
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon icon={Handshake} size={36} />
        </span>
        <h2 id="match-title" className="mt-2 text-2xl font-extrabold text-brand-700">
          It&apos;s a Match!
        </h2>
        <p className="mt-2 text-zinc-700">
          You and <strong>{match.matchedUserName}</strong> like each other&apos;s ideas. You matched on <strong>{match.ideaTitle}</strong>.
        </p>
        <div className="mt-6 grid gap-3">
          <Link
            ref={startChat}
            to={`/app/chat?match=${encodeURIComponent(match.id)}`}
            className="rounded-xl bg-brand-700 py-3 font-semibold text-white hover:bg-brand-900"
          >
            Start Chat
          </Link>
          <button type="button" onClick={onClose} className="rounded-xl border border-zinc-300 py-3 font-semibold text-zinc-800">
            Continue Swiping
          </button>
        </div>
      </div>
    </div>
  );
}
